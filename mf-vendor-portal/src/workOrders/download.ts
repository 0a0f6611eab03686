import { buildUrl, type Query } from 'shared/api';
import { readSession } from 'shared/session';

// TODO(issue-10): shared/api answers JSON only; once it gains a blob download (with its token
// refresh), call that instead of fetch here.

/** Downloads a file the api generates (XLSX, PDF, PNG) under `fileName`. */
export async function downloadFile(
  path: string,
  query: Query,
  fileName: string,
): Promise<void> {
  const { access } = readSession();
  const res = await fetch(buildUrl(path, query), {
    headers: access ? { Authorization: `Bearer ${access}` } : {},
  });
  if (!res.ok)
    throw new Error('We could not download the file. Please try again.');
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
