import { useState } from 'react';
import { Link, useNavigate } from 'shared/router';
import { isApiError } from 'shared/api';
import { Banner } from 'shared/ui';
import { Button, Card, Flex } from 'shared/ui/antd';
import { EstimatePdf, StatusMoves } from 'shared/ui/records';
import { ESTIMATE, movesFrom } from 'shared/workflow';
import { moveStatus, recordPath } from '../../../records/api';
import { usePortalBase } from '../../../records/basePath';
import { convertEstimate, type Estimate } from '../api';
import { errorWords, useStorePortalT } from '../../../i18n/t';

export interface EstimateActionsProps {
  estimate: Estimate;
  onChanged: () => void;
}

/** Send, approve or decline the estimate; an approved one becomes a sales order. */
export function EstimateActions({ estimate, onChanged }: EstimateActionsProps) {
  const t = useStorePortalT();
  const navigate = useNavigate();
  const base = usePortalBase();
  const [isConverting, setConverting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const version = estimate.version ?? 1;

  const handleConvert = async () => {
    setConverting(true);
    setProblem(null);
    try {
      const { sales_order_id: id } = await convertEstimate(
        estimate.id,
        version,
      );
      navigate(`${base}/sales-order/${id}`);
    } catch (error) {
      setConverting(false);
      setProblem(errorWords(error) ?? t('estimates.convertFailed'));
      if (isApiError(error) && error.status === 409) onChanged();
    }
  };

  return (
    <Card title={t('estimates.actions')} size="small">
      <Flex vertical gap={8}>
        {problem && <Banner type="failure" title={problem} />}
        {/* Mounted in every status, so the note of an approval keeps focus beside Convert. */}
        <StatusMoves
          moves={
            estimate.status === 'accepted'
              ? []
              : movesFrom(ESTIMATE, estimate.status, 'store').filter(
                  (move) => move.to !== 'quoted',
                )
          }
          record={ESTIMATE}
          statusLabel={(to) =>
            t(`estimates.statuses.${to}`, { defaultValue: ESTIMATE.labels[to] })
          }
          submit={(to) =>
            moveStatus(recordPath('estimates', estimate.id), { to, version })
          }
          ask={{ declined: {} }}
          onChanged={onChanged}
        />
        {estimate.status === 'accepted' && (
          <Button
            type="primary"
            loading={isConverting}
            onClick={() => void handleConvert()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('estimates.convert')}
          </Button>
        )}
        {estimate.quote_version > 0 && (
          <EstimatePdf path={`estimates/${estimate.id}/estimate.pdf`} />
        )}
        {estimate.sales_order_id ? (
          <Link to={`${base}/sales-order/${estimate.sales_order_id}`}>
            {t('estimates.openOrder')}
          </Link>
        ) : null}
      </Flex>
    </Card>
  );
}
