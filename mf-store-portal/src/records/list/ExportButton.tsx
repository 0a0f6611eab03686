import { downloadFile, saveFile, type Query } from 'shared/api';
import { Banner, useDownload } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';

/** Props of ExportButton. */
export interface ExportButtonProps {
  path: string;
  /** the list's filters, search and ordering (paging left out: the export has every row) */
  query: Query;
}

/** Downloads the list as XLSX, with the filters the table shows. */
export function ExportButton({ path, query }: ExportButtonProps) {
  const { page: _page, page_size: _size, ...filters } = query;
  const { isBusy, failure, start } = useDownload(
    async () => saveFile(await downloadFile(path, filters)),
    'We could not export the list. Please try again.',
  );
  return (
    <>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void start()}
      >
        Export XLSX
      </Button>
      {failure && <Banner type="failure" title={failure} />}
    </>
  );
}
