import { downloadWithToken } from '@cigogne/ui/apollo/downloadWithToken';
import { Alert, Button, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import type { TimelineData } from '../data/routeTimeline';
import { useTimelinesT } from '../i18n/useTimelinesT';

type Format = 'a4' | 'a5';

/**
 * "Livre de bébé (PDF)" (docs/product.md#the-baby-book): the owner picks the paper size and the
 * cover's photo, and the gateway makes the PDF (a few seconds for a full year), downloaded with the
 * session's token.
 */
export function BabyBookDialog({ timeline, open, onClose }: { timeline: TimelineData; open: boolean; onClose: () => void }) {
  const t = useTimelinesT();
  const formatId = useId();
  const coverId = useId();
  const photos = timeline.events.flatMap((event) => event.photos.map((photo) => ({ ...photo, eventTitle: event.title })));
  const [format, setFormat] = useState<Format>('a4');
  const [cover, setCover] = useState<string | undefined>(undefined);
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const chosenCover = cover ?? photos[0]?.id;
  const download = async () => {
    setMaking(true);
    setFailed(false);
    const query = new URLSearchParams({ format, ...(chosenCover ? { cover: chosenCover } : {}) });
    try {
      await downloadWithToken(`/api/timelines/${encodeURIComponent(timeline.id)}/book.pdf?${query}`, `livre-de-bebe-${format}.pdf`);
      onClose();
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setMaking(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('timelines.book.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="download" type="primary" loading={making} onClick={download}>
          {making ? t('timelines.book.making') : t('timelines.book.download')}
        </Button>,
      ]}
    >
      <p className="cg-muted">{t('timelines.book.intro', { events: timeline.events.length, photos: photos.length })}</p>
      <h3 id={formatId} className="tl-book__label">
        {t('timelines.book.format')}
      </h3>
      <Radio.Group
        aria-labelledby={formatId}
        value={format}
        onChange={(event) => setFormat(event.target.value as Format)}
        options={[
          { value: 'a4', label: t('timelines.book.a4') },
          { value: 'a5', label: t('timelines.book.a5') },
        ]}
      />
      <h3 id={coverId} className="tl-book__label">
        {t('timelines.book.cover')}
      </h3>
      {photos.length === 0 ? (
        <p className="cg-empty-text">{t('timelines.book.noPhotos')}</p>
      ) : (
        <Radio.Group
          aria-labelledby={coverId}
          value={chosenCover}
          onChange={(event) => setCover(event.target.value as string)}
          className="tl-book__covers"
        >
          {photos.map((photo, i) => (
            <Radio key={photo.id} value={photo.id} className="tl-book__cover">
              <img
                src={photo.thumbnailUrl}
                alt={t('timelines.book.coverPhoto', { n: i + 1, title: photo.eventTitle })}
                width={72}
                height={72}
              />
            </Radio>
          ))}
        </Radio.Group>
      )}
      {failed && <Alert type="error" showIcon role="alert" title={t('timelines.book.failed')} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
