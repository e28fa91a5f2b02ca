import { Alert, Button, Heading, PhotoUploadField, ReorderableList, Stack, Text, TextField } from '@sfi/ui';
import {
  photoAcceptedTypes,
  photoMessage,
  photoUploadLimitText,
  TAKEOVER_ALT_MAX,
  TAKEOVER_IMAGES_MAX,
  takeoverAdminMessage,
  takeoverVehicleName,
  type LeaseTakeover,
  type TakeoverImage,
} from '@sfi/domain';
import { useApiClient, usePhotoUpload } from '@sfi/api-client/react';
import { reorderLabels } from './TakeoverOrderPage.tsx';
import * as styles from './Takeovers.css.ts';

export interface TakeoverPhotosProps {
  takeover: LeaseTakeover;
  /** The photos as the form holds them: in their order, with their alt text. */
  images: TakeoverImage[];
  /** Called with the photos in their new order, with a changed alt text, or without a removed one. */
  onChange: (images: TakeoverImage[]) => void;
  /** Called with a photo once uploaded: it is the takeover's already, last. */
  onAdded: (image: TakeoverImage) => void;
  /** The server's refusal of the photos sent with a save. */
  error?: string | undefined;
  isDisabled?: boolean;
}

/**
 * A takeover's photos (doc 2 §3 "images"): reordered by dragging or by keyboard, each with its
 * alternative text and a way to remove it (both saved with the form), and a new one added with its
 * upload's progress (stored at once, last). A file over the size limit is refused before it leaves
 * (`usePhotoUpload`).
 */
export function TakeoverPhotos({
  takeover,
  images,
  onChange,
  onAdded,
  error,
  isDisabled = false,
}: TakeoverPhotosProps) {
  const api = useApiClient();
  const photoUpload = usePhotoUpload();
  const name = (image: TakeoverImage) =>
    takeoverAdminMessage('takeoverAdmin.photo.name', { position: images.indexOf(image) + 1 });
  const full = images.length >= TAKEOVER_IMAGES_MAX;

  const add = async (file: File) => {
    const uploaded = await photoUpload.upload(takeover.id, file);
    if (uploaded) onAdded({ ...uploaded.photo, alt: uploaded.photo.alt ?? takeoverVehicleName(takeover) });
  };

  return (
    <section className={styles.sections} aria-labelledby="takeover-photos">
      <Stack gap="xsmall">
        <Heading level={2} id="takeover-photos">
          {takeoverAdminMessage('takeoverAdmin.section.photos')}
        </Heading>
        <Text tone="secondary" size="small">
          {takeoverAdminMessage('takeoverAdmin.photos.count', {
            count: images.length,
            max: TAKEOVER_IMAGES_MAX,
          })}
        </Text>
      </Stack>
      {images.length === 0 ? (
        <Text tone="neutral">{takeoverAdminMessage('takeoverAdmin.photos.none')}</Text>
      ) : (
        <ReorderableList
          aria-label={takeoverAdminMessage('takeoverAdmin.photos.label', {
            vehicle: takeoverVehicleName(takeover),
          })}
          items={images}
          getTextValue={name}
          onReorder={onChange}
          isDisabled={isDisabled}
          labels={reorderLabels}
          renderActions={(image) => (
            <Button
              size="small"
              variant="quiet"
              isDisabled={isDisabled}
              aria-label={takeoverAdminMessage('takeoverAdmin.photo.remove', {
                position: images.indexOf(image) + 1,
              })}
              onPress={() => onChange(images.filter((each) => each.id !== image.id))}
            >
              {takeoverAdminMessage('takeoverAdmin.photo.removeShort')}
            </Button>
          )}
        >
          {(image) => {
            const [smallest] = api.public.takeoverPhotoFiles(takeover.id, image);
            const position = images.indexOf(image) + 1;
            return (
              <span className={styles.photoRow}>
                <img className={styles.photo} src={smallest!.url} alt="" loading="lazy" decoding="async" />
                <TextField
                  label={takeoverAdminMessage('takeoverAdmin.photo.alt.label', { position })}
                  description={takeoverAdminMessage('takeoverAdmin.photo.alt.description')}
                  value={image.alt}
                  maxLength={TAKEOVER_ALT_MAX}
                  isDisabled={isDisabled}
                  onChange={(alt) =>
                    onChange(images.map((each) => (each.id === image.id ? { ...each, alt } : each)))
                  }
                />
              </span>
            );
          }}
        </ReorderableList>
      )}
      {error ? <Alert tone="critical">{error}</Alert> : null}
      {full ? (
        <Text tone="secondary">
          {takeoverAdminMessage('takeoverAdmin.photo.full', { max: TAKEOVER_IMAGES_MAX })}
        </Text>
      ) : (
        <PhotoUploadField
          label={photoMessage('photos.field.drop')}
          description={photoMessage('photos.field.description', { max: photoUploadLimitText() })}
          browseLabel={photoMessage('photos.field.add')}
          acceptedFileTypes={photoAcceptedTypes}
          onFile={(file) => void add(file)}
          onReject={(file) => void add(file)}
          progress={photoUpload.progress}
          fileName={photoUpload.fileName}
          error={photoUpload.error}
          progressLabel={(fileName, percent) =>
            photoMessage('photos.field.progress', { name: fileName, percent })
          }
          uploadedLabel={(fileName) => photoMessage('photos.field.uploaded', { name: fileName })}
          onCancel={photoUpload.cancel}
          cancelLabel={photoMessage('photos.field.cancel')}
          isDisabled={isDisabled}
        />
      )}
    </section>
  );
}
