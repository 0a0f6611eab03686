import { useState } from 'react';
import type { Query } from 'shared/api';
import { Banner } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';
import { downloadFile } from '../../components/download';

/** Props of ExportButton. */
export interface ExportButtonProps {
  path: string;
  /** the list's filters, search and ordering (paging left out: the export has every row) */
  query: Query;
  fileName: string;
}

/** Downloads the list as XLSX, with the filters the table shows. */
export function ExportButton({ path, query, fileName }: ExportButtonProps) {
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { page: _page, page_size: _size, ...filters } = query;
  const handleClick = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadFile(path, filters, fileName);
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
