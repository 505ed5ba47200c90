/**
 * A contest's documents: each is a plain link (opens or saves the way the browser likes) plus a button that
 * always saves it. The button fetches the file as a blob (spec §7 "Files are downloaded by plain fetch of the
 * file URL as a blob"), under the page overlay so a second tap cannot start a second download.
 */
import { useTranslation } from 'react-i18next';
import type { ContestFile } from '../../contract/contests';
import { withOverlay } from '../../lib/flag-store';
import { downloadBlob } from '../../ui/download';
import { DownloadIcon } from '../../ui/icons';
import styles from './contests.module.css';

/** The name to save under: the file's own name from its URL, else the document's title. */
function fileNameOf(file: ContestFile): string {
  const last = file.file.split(/[?#]/)[0]?.split('/').pop();
  return last ? decodeURIComponent(last) : file.name;
}

async function saveFile(file: ContestFile) {
  try {
    await withOverlay(async () => {
      const response = await fetch(file.file);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      downloadBlob(fileNameOf(file), await response.blob());
    });
  } catch (error) {
    // Spec §8: a failed download is logged and the overlay cleared (withOverlay clears it); the link still works.
    console.warn('File download failed', file.file, error);
  }
}

export function ContestFiles({ files }: { files: readonly ContestFile[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="contest-files">
      <h2 id="contest-files">{t('contests.files')}</h2>
      <ul className={styles.list}>
        {files.map((file) => (
          <li key={file.id} className={styles.file}>
            <a className={styles.fileLink} href={file.file} target="_blank" rel="noopener noreferrer">
              {file.name}
              <span className="visually-hidden"> {t('contests.new_tab')}</span>
            </a>
            <button
              type="button"
              className={`btn btn-secondary ${styles.downloadButton}`}
              aria-label={t('contests.download_named', { name: file.name })}
              title={t('contests.download')}
              onClick={() => void saveFile(file)}
            >
              <DownloadIcon size={20} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
