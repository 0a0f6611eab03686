import { useState } from 'react';
import { downloadFile, saveFile } from 'shared/api';
import type { WorkOrder } from 'shared/contracts/repair';
import { Banner } from 'shared/ui';
import { Button, Flex, FileTextOutlined } from 'shared/ui/antd';
import { workOrderLabel } from '../../../records/Timeline';
import { envelopePath } from '../api';
import { useQrImage } from '../hooks';

export interface WorkOrderEnvelopeProps {
  workOrder: WorkOrder;
}

/** The job envelope (PDF) to print and put the piece in, and the QR code the vendor scans. */
export function WorkOrderEnvelope({ workOrder }: WorkOrderEnvelopeProps) {
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
      setProblem(
        error instanceof Error && error.message
          ? error.message
          : 'We could not make the envelope. Please try again.',
      );
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
        Print job envelope
      </Button>
      {problem && <Banner type="failure" title={problem} />}
      {qr ? (
        <img
          src={qr}
          width={160}
          height={160}
          alt={`QR code of ${label}: the vendor scans it to open this job`}
        />
      ) : (
        <p className="rec-muted">
          The QR code appears here once it has loaded.
        </p>
      )}
    </Flex>
  );
}
