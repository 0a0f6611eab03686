import { useState } from 'react';
import { downloadFile, saveFile } from 'shared/api';
import type { WorkOrder } from 'shared/contracts/repair';
import { Banner } from 'shared/ui';
import { Button, Flex, FileTextOutlined } from 'shared/ui/antd';
import { workOrderLabel } from '../../../records/Timeline';
import { envelopePath } from '../api';
import { errorWords, useStorePortalT } from '../../../i18n/t';
import { useQrImage } from '../hooks';

export interface WorkOrderEnvelopeProps {
  workOrder: WorkOrder;
}

/** The job envelope (PDF) to print and put the piece in, and the QR code the vendor scans. */
export function WorkOrderEnvelope({ workOrder }: WorkOrderEnvelopeProps) {
  const t = useStorePortalT();
  const qr = useQrImage(workOrder.id);
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const label = workOrderLabel(workOrder.work_order_no);
  const handlePrint = async () => {
    setBusy(true);
    setProblem(null);
    try {
      saveFile(await downloadFile(envelopePath(workOrder.id)));
    } catch (error) {
      setProblem(errorWords(error) ?? t('workOrder.envelopeFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={8} align="flex-start">
      <Button
        icon={<FileTextOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void handlePrint()}
      >
        {t('workOrder.printEnvelope')}
      </Button>
      {problem && <Banner type="failure" title={problem} />}
      {qr ? (
        <img
          src={qr}
          width={160}
          height={160}
          alt={t('workOrder.qr', { label })}
        />
      ) : (
        <p className="rec-muted">{t('workOrder.qrLoading')}</p>
      )}
    </Flex>
  );
}
