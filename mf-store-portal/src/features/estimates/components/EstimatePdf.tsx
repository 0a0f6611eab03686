import { downloadFile, saveFile } from 'shared/api';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';

/** The api's PDF of an estimate as its customer reads it: 'estimate-5000005.pdf'. */
export const estimatePdfPath = (estimateId: number) =>
  `estimates/${estimateId}/estimate.pdf`;

/** Downloads the estimate (its latest sent version) as a PDF; a failure says so under the button. */
export function EstimatePdf({ estimateId }: { estimateId: number }) {
  const { isBusy, failure, start } = useDownload(
    async () => saveFile(await downloadFile(estimatePdfPath(estimateId))),
    'We could not download the estimate. Please try again.',
  );
  return (
    <div>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void start()}
      >
        Download estimate (PDF)
      </Button>
      {failure && (
        <Banner
          type="failure"
          title="The estimate did not download."
          subtitle={failure}
        />
      )}
    </div>
  );
}
