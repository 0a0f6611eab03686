import { downloadFile, saveFile } from 'shared/api';
import { useT } from 'shared/i18n';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';
import './catalogue';

/**
 * Downloads an estimate (its latest sent version, as its customer reads it) as a PDF, in the page's
 * language, from the api's `path` (a store's estimate, a vendor's own, or a vendor's by its link); a failure says so
 * under the button.
 */
export function EstimatePdf({ path }: { path: string }) {
  const t = useT('records');
  const { isBusy, failure, start } = useDownload(
    async () => saveFile(await downloadFile(path)),
    t('estimatePdf.tryAgain'),
  );
  return (
    <div>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void start()}
      >
        {t('estimatePdf.download')}
      </Button>
      {failure && (
        <Banner
          type="failure"
          title={t('estimatePdf.failed')}
          subtitle={failure}
        />
      )}
    </div>
  );
}
