import { Avatar, Heading, PhotoUploadField, Text } from '@sfi/ui';
import {
  photoAcceptedTypes,
  photoMessage,
  photoUploadLimitText,
  type PersonPhoto as Photo,
} from '@sfi/domain';
import type { PhotoService } from '@sfi/api-client';
import { usePersonPhotoUrl, usePhotoUpload } from '@sfi/api-client/react';
import * as styles from './PersonPhoto.css.ts';

export interface PersonPhotoProps {
  /** The client's, staff member's or dealer's id: whose photo it is. */
  ownerId: string;
  /** Their name (or e-mail): the photo's accessible name and the source of the initials. */
  name: string;
  /** Their photo as their record says it; null without one. */
  photo: Photo | null;
  /**
   * Where they are: the main API for a client or a staff member, the dealer API for a dealer.
   * @default 'main'
   */
  service?: PhotoService;
  /**
   * Whether the viewer may change it (the server refuses otherwise): without it, the photo only shows
   * (the screen says why once, for all it cannot change).
   * @default true
   */
  canChange?: boolean;
  /**
   * The section's style, for a screen whose sections look otherwise.
   * @default a bordered card, as the client and staff screens' sections
   */
  className?: string;
}

/**
 * A person's photo on their detail screen (doc 2 §7 `POST /uploads/photos/{id}`; issue 15): the
 * photo they have, or their initials, and, for who may change it, a new one uploaded with its
 * progress and the server's words when it is refused. Their record (and so this photo) shows the new
 * one as soon as it is stored (`usePhotoUpload` updates it).
 */
export function PersonPhoto({
  ownerId,
  name,
  photo,
  service = 'main',
  canChange = true,
  className = styles.section,
}: PersonPhotoProps) {
  const url = usePersonPhotoUrl(ownerId, photo, { service });
  const photoUpload = usePhotoUpload();
  const shown = (
    <div className={styles.current}>
      <Avatar key={photo?.id ?? 'none'} name={name} {...(url && { src: url })} size="large" />
      {photo ? null : (
        <Text tone="secondary" size="small">
          {photoMessage('photos.field.none')}
        </Text>
      )}
    </div>
  );
  return (
    <section className={className} aria-labelledby={`photo-${ownerId}`}>
      <Heading level={2} id={`photo-${ownerId}`}>
        {photoMessage('photos.person.title')}
      </Heading>
      {canChange ? (
        <PhotoUploadField
          label={photoMessage('photos.field.drop')}
          description={photoMessage('photos.field.description', { max: photoUploadLimitText() })}
          browseLabel={photoMessage(photo ? 'photos.field.replace' : 'photos.field.add')}
          acceptedFileTypes={photoAcceptedTypes}
          onFile={(file) => void photoUpload.upload(ownerId, file, { service })}
          onReject={(file) => void photoUpload.upload(ownerId, file, { service })}
          progress={photoUpload.progress}
          fileName={photoUpload.fileName}
          error={photoUpload.error}
          progressLabel={(fileName, percent) =>
            photoMessage('photos.field.progress', { name: fileName, percent })
          }
          uploadedLabel={(fileName) => photoMessage('photos.field.uploaded', { name: fileName })}
          onCancel={photoUpload.cancel}
          cancelLabel={photoMessage('photos.field.cancel')}
          preview={shown}
        />
      ) : (
        shown
      )}
    </section>
  );
}
