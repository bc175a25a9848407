import { Button, Popconfirm, Progress, Radio, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import { LIVE_FILE_KINDS, LIVE_FILE_MAX_BYTES, type DeskFile, type LiveDesk } from '@roadshow/contracts/live-desk';

type LiveFileKind = (typeof LIVE_FILE_KINDS)[number];
import { showToast } from '../../../components/toast.tsx';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { chinaTime } from '../format-time.ts';
import { useConsole } from '../use-console.ts';
import { progressTransport } from './progress-transport.ts';

// Files the demo seed links to (not uploaded) have no recorded size: a dash, not an empty cell.
const size = (bytes: number | null) =>
  bytes === null ? '—' : bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/** The file as base64, without the data URL's prefix. */
function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Files, posters and scene files during the event: the server reads the type from the bytes (the
 * page checks only the size first) and checks pictures' content, the bar shows the upload's
 * progress, viewers' rooms update on their own.
 */
export function LiveFilesCard({ desk, onChange }: { desk: LiveDesk; onChange: (files: DeskFile[]) => void }) {
  const { t } = useTranslation();
  const cs = useConsole();
  const may = cs.may('live.control');
  const [kind, setKind] = useState<LiveFileKind>('file');
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const upload = async (file: File) => {
    if (file.size > LIVE_FILE_MAX_BYTES) {
      showToast(t('console.live.files.tooLarge', { name: file.name }), 'error');
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      const contentBase64 = await readBase64(file);
      const api = createApiClient(
        progressTransport((fraction) => setProgress({ name: file.name, percent: Math.round(fraction * 100) })),
        cs.lang,
      );
      const added = await api.call(contract.console.uploadLiveFile, {
        activityId: desk.activityId,
        kind,
        name: file.name.replace(/\.[^.]+$/, '') || file.name,
        contentBase64,
      });
      onChange([...desk.files, added]);
      showToast(t('console.live.files.added', { name: added.name }), 'info');
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setProgress(null);
    }
  };

  const remove = async (file: DeskFile) => {
    try {
      await cs.api().call(contract.console.removeLiveFile, { activityId: desk.activityId, fileId: file.fileId });
      onChange(desk.files.filter((item) => item.fileId !== file.fileId));
      showToast(t('console.live.files.removed'), 'info');
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  return (
    <section className="live-desk__card" aria-labelledby="live-files-title">
      <h3 id="live-files-title" className="live-desk__heading">
        {t('console.live.files.title')}
      </h3>
      {may ? (
        <div className="live-desk__upload">
          <div className="live-desk__kind">
            <span id="live-file-kind">{t('console.live.files.kind')}</span>
            <Radio.Group
              aria-labelledby="live-file-kind"
              optionType="button"
              value={kind}
              onChange={(event) => setKind(event.target.value as LiveFileKind)}
              options={LIVE_FILE_KINDS.map((value) => ({
                value,
                label: t(`console.live.files.kinds.${value}`),
              }))}
            />
          </div>
          <Upload.Dragger
            multiple={false}
            showUploadList={false}
            disabled={progress !== null}
            accept=".pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.png,.jpg,.jpeg,.webp,.gif"
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <p className="live-desk__drop">{t('console.live.files.drop')}</p>
            <p className="live-desk__hint">{t('console.live.files.hint')}</p>
          </Upload.Dragger>
          {progress ? (
            <div aria-live="polite">
              <span>{progress.name}</span>
              <Progress percent={progress.percent} size="small" />
            </div>
          ) : null}
        </div>
      ) : null}
      <Table<DeskFile>
        className="live-desk__files"
        rowKey="fileId"
        size="small"
        pagination={false}
        dataSource={desk.files}
        locale={{ emptyText: t('console.live.files.empty') }}
        columns={[
          {
            title: t('console.live.files.colName'),
            key: 'name',
            render: (_, file) => (
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name}
              </a>
            ),
          },
          {
            title: t('console.live.files.colKind'),
            key: 'kind',
            render: (_, f) => t(`console.live.files.kinds.${f.kind}`),
          },
          { title: t('console.live.files.colSize'), key: 'size', render: (_, f) => size(f.sizeBytes) },
          {
            title: t('console.live.files.colAdded'),
            key: 'added',
            render: (_, f) => <span className="live-desk__nowrap">{chinaTime(f.createdAt)}</span>,
          },
          {
            title: '',
            key: 'actions',
            render: (_, file) =>
              may ? (
                <Popconfirm title={t('console.live.files.removeConfirm')} onConfirm={() => remove(file)}>
                  <Button type="link">{t('console.live.files.remove')}</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
