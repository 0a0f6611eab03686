import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDownload } from './useDownload';

// A download button built on useDownload: busy while the file comes, and a failure that says why
// (the api's message, else the fallback), cleared by the next try.
function DownloadButton({
  download,
  onFailure,
}: {
  download: () => Promise<unknown>;
  onFailure?: (message: string) => void;
}) {
  const { isBusy, failure, start } = useDownload(
    download,
    'We could not download this file.',
    onFailure,
  );
  return (
    <>
      <button type="button" aria-busy={isBusy} onClick={() => void start()}>
        Download
      </button>
      {failure && <p role="alert">{failure}</p>}
    </>
  );
}

describe('useDownload', () => {
  it('is busy while the file comes and shows nothing when it arrives', async () => {
    let finish: () => void = () => undefined;
    const download = () => new Promise<void>((resolve) => (finish = resolve));
    render(<DownloadButton download={download} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the api's message, the fallback when there is none, and hands it to onFailure", async () => {
    const failures: string[] = [];
    let attempt = 0;
    const download = () =>
      Promise.reject(
        ++attempt === 1 ? new Error('The invoice is void.') : new Error(''),
      );
    render(
      <DownloadButton
        download={download}
        onFailure={(m) => failures.push(m)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice is void.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not download this file.',
    );
    expect(failures).toEqual([
      'The invoice is void.',
      'We could not download this file.',
    ]);
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'false');
  });
});
