import { useState } from 'react';
import { downloadFile, saveFile, type Query } from 'shared/api';
import { Banner } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';

/** Props of ExportButton. */
export interface ExportButtonProps {
  path: string;
  /** the list's filters, search and ordering (paging left out: the export has every row) */
  query: Query;
}

/** Downloads the list as XLSX, with the filters the table shows. */
export function ExportButton({ path, query }: ExportButtonProps) {
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { page: _page, page_size: _size, ...filters } = query;
  const handleClick = async () => {
    setBusy(true);
    setProblem(null);
    try {
      saveFile(await downloadFile(path, filters));
    } catch (error) {
      setProblem(
        error instanceof Error && error.message
          ? error.message
          : 'We could not export the list. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={isBusy}
        onClick={() => void handleClick()}
      >
        Export XLSX
      </Button>
      {problem && <Banner type="failure" title={problem} />}
    </>
  );
}
