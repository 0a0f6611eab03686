import { downloadFile, saveFile } from 'shared/api';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';

/**
 * Downloads an estimate (its latest sent version, as its customer reads it) as a PDF from the
 * api's `path` (a store's estimate, a vendor's own, or a vendor's by its link); a failure says so
 * under the button.
 */
export function EstimatePdf({ path }: { path: string }) {
  const { isBusy, failure, start } = useDownload(
    async () => saveFile(await downloadFile(path)),
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
