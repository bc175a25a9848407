import { Button, Popconfirm, Progress, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import type { ConsoleActivityDetail } from '@roadshow/contracts/console';
import { ACTIVITY_FILE_MAX_BYTES } from '@roadshow/contracts/console-parts';
import { showToast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { consoleUpload } from './console-upload.ts';
import { useReadOnly } from './read-only.ts';
import { useConsole } from './use-console.ts';

type FileItem = ConsoleActivityDetail['files'][number];

const ACCEPT = ['.pdf', '.pptx', '.xlsx', '.jpg', '.jpeg', '.png', '.gif', '.webp', 'application/pdf', 'image/*'].join(
  ',',
);

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The activity's files (PDF, PPTX, XLSX, pictures; at most 20 MB): each upload shows its progress
 * and is saved at once (the API reads the type from the bytes); removal asks first.
 */
export function ActivityFiles(props: { activityId: number | null; files: FileItem[] }) {
  const { t } = useTranslation();
  const cs = useConsole();
  const [files, setFiles] = useState(props.files);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const readOnly = useReadOnly();

  if (props.activityId === null) return <p className="console-form__zone">{t('consoleParts.filesAfterSave')}</p>;
  const activityId = props.activityId;

  const upload = async (file: File) => {
    if (file.size > ACTIVITY_FILE_MAX_BYTES) {
      showToast(t('consoleParts.fileTooLarge'), 'error');
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      const added = await consoleUpload<FileItem>(
        contract.console.uploadActivityFile,
        { activityId: String(activityId), name: file.name },
        file,
        cs.lang,
        (fraction) => setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
      );
      setFiles((current) => [...current, added]);
      showToast(t('consoleParts.fileAdded'), 'info');
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setProgress(null);
    }
  };

  const remove = async (fileId: number) => {
    try {
      await cs.api().call(contract.console.deleteActivityFile, { activityId, fileId });
      setFiles((current) => current.filter((file) => file.fileId !== fileId));
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  return (
    <div className="console-parts console-files">
      <p className="console-form__zone">{t('consoleParts.filesNote')}</p>
      <Table<FileItem>
        rowKey="fileId"
        size="small"
        pagination={false}
        dataSource={files}
        locale={{ emptyText: t('consoleParts.noFiles') }}
        columns={[
          { title: t('consoleParts.fileName'), dataIndex: 'name' },
          {
            title: t('consoleParts.fileType'),
            dataIndex: 'mimeType',
            render: (mime: string) => mime.split('/').at(-1)?.split('.').at(-1),
          },
          { title: t('consoleParts.fileSize'), dataIndex: 'sizeBytes', render: size, width: 110 },
          ...(readOnly
            ? []
            : [
                {
                  title: t('console.activities.colActions'),
                  width: 110,
                  render: (_value: unknown, file: FileItem) => (
                    <Popconfirm
                      title={t('consoleParts.removeFileConfirm', { name: file.name })}
                      onConfirm={() => void remove(file.fileId)}
                    >
                      <Button size="small" danger aria-label={t('consoleParts.removeFile', { name: file.name })}>
                        {t('consoleParts.remove')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]),
        ]}
      />
      {readOnly ? null : (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button loading={progress !== null}>{t('consoleParts.uploadFile')}</Button>
        </Upload>
      )}
      {progress ? (
        <div className="console-parts__progress" role="status">
          <span>{progress.name}</span>
          <Progress percent={progress.percent} size="small" aria-label={progress.name} />
        </div>
      ) : null}
    </div>
  );
}
