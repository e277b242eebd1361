import { usePhotoUsageQuery } from '@cigogne/graphql/auth';
import { Card, Progress, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useShellT } from '../../i18n/useShellT';

/** How much of the account's photo storage its timeline photos take (docs/product.md#photos). */
export function PhotoStorageCard() {
  const t = useShellT();
  const intl = useIntl();
  const usage = usePhotoUsageQuery({ fetchPolicy: 'cache-and-network' });
  const data = usage.data?.photoUsage;
  const megabytes = (bytes: number) => intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 });
  return (
    <Card
      title={
        <h2 className="card-title" id="photo-storage-title">
          {t('shell.account.photoStorage')}
        </h2>
      }
      style={{ marginTop: 20 }}
    >
      {data ? (
        <>
          <Progress
            percent={Math.min(100, Math.round((data.usedBytes / data.quotaBytes) * 1000) / 10)}
            aria-labelledby="photo-storage-title"
            showInfo={false}
          />
          <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
            {t('shell.account.photoStorageUsed', { used: megabytes(data.usedBytes), quota: megabytes(data.quotaBytes) })}
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t(usage.error ? 'shell.account.photoStorageUnavailable' : 'shell.account.photoStorageLoading')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
