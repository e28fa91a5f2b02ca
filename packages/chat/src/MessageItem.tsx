import { useState } from 'react';
import { Button, FileTypeIcon, Menu, MenuItem, MenuTrigger, Skeleton, Text, snackbar } from '@sfi/ui';
import {
  documentTypeLabel,
  documentTypes,
  fileTypeIcon,
  formatFileSize,
  message,
  normalizeDocumentType,
  type ChatAttachment,
  type ChatRoomMessage,
  type DocumentType,
  chatScreenMessage,
} from '@sfi/domain';
import { failureMessage } from '@sfi/api-client';
import { useChatMutations } from '@sfi/api-client/react';
import { useReadUrl } from './useReadUrl.ts';
import * as styles from './chat.css.ts';

/** The types an attachment can be filed as: the older worksheet names are one type. */
const fileableTypes = [...new Set(documentTypes.map((type) => normalizeDocumentType(type)))];

/** A message's content: its text, or its attachment (an image inline, any other file as its icon, name and size). */
export function MessageContent({
  item,
}: {
  item: Pick<ChatRoomMessage, 'content' | 'contentType' | 'attachment'>;
}) {
  if (!item.attachment) return <>{item.content}</>;
  return item.contentType === 'IMAGE' ? (
    <ImageAttachment path={item.content} attachment={item.attachment} />
  ) : (
    <DocumentAttachment path={item.content} attachment={item.attachment} />
  );
}

function ImageAttachment({ path, attachment }: { path: string; attachment: ChatAttachment }) {
  const url = useReadUrl(path);
  if (url.error) return <ReadUrlFailed attachment={attachment} onRetry={() => void url.mutate()} />;
  if (!url.data) return <Skeleton shape="rect" height="10rem" width="14rem" />;
  return (
    <a
      href={url.data}
      target="_blank"
      rel="noreferrer"
      className={styles.imageLink}
      aria-label={chatScreenMessage('chat.attachment.open', { name: attachment.name })}
    >
      <img src={url.data} alt={attachment.name} className={styles.image} />
    </a>
  );
}

function DocumentAttachment({ path, attachment }: { path: string; attachment: ChatAttachment }) {
  const url = useReadUrl(path);
  const details = formatFileSize(attachment.size);
  return (
    <span className={styles.document}>
      <FileTypeIcon type={fileTypeIcon(attachment.mimeType || attachment.name)} size={32} />
      <span>
        {url.data ? (
          <a href={url.data} target="_blank" rel="noreferrer" download={attachment.name}>
            {attachment.name}
          </a>
        ) : (
          <Text weight="medium">{attachment.name}</Text>
        )}
        <br />
        <Text size="small" tone="secondary">
          {details}
        </Text>
        {url.error ? <ReadUrlRetry onRetry={() => void url.mutate()} /> : null}
      </span>
    </span>
  );
}

/** A read URL that could not be had (doc 2 §8: "Please try again"), with the way to ask again. */
function ReadUrlFailed({ attachment, onRetry }: { attachment: ChatAttachment; onRetry: () => void }) {
  return (
    <span className={styles.document}>
      <FileTypeIcon type={fileTypeIcon(attachment.mimeType || attachment.name)} size={32} />
      <span>
        <Text weight="medium">{attachment.name}</Text>
        <ReadUrlRetry onRetry={onRetry} />
      </span>
    </span>
  );
}

function ReadUrlRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <span className={styles.status}>
      <Text size="small" tone="critical">
        {message('error.tryAgain')}
      </Text>
      <Button size="small" variant="quiet" onPress={onRetry}>
        {message('action.retry')}
      </Button>
    </span>
  );
}

export interface FileAttachmentMenuProps {
  roomId: string;
  fileNo: string;
  item: ChatRoomMessage & { attachment: ChatAttachment };
}

/** Staff file a message's attachment into the documents of the room's lease file, as the type they choose. */
export function FileAttachmentMenu({ roomId, fileNo, item }: FileAttachmentMenuProps) {
  const { fileAttachment } = useChatMutations();
  const [filing, setFiling] = useState(false);
  const file = async (type: DocumentType) => {
    setFiling(true);
    try {
      await fileAttachment(roomId, item.id, type);
      snackbar.show({
        message: chatScreenMessage('chat.file.done', {
          name: item.attachment.name,
          fileNo,
          type: documentTypeLabel(type),
        }),
      });
    } catch (error) {
      snackbar.show({ message: failureMessage(error, 'error.tryAgain'), tone: 'error' });
    } finally {
      setFiling(false);
    }
  };
  return (
    <MenuTrigger>
      <Button size="small" variant="secondary" isPending={filing}>
        {chatScreenMessage('chat.file.action', { fileNo })}
      </Button>
      <Menu onAction={(type) => void file(type as DocumentType)}>
        {fileableTypes.map((type) => (
          <MenuItem key={type} id={type}>
            {documentTypeLabel(type)}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
