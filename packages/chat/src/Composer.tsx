import { useState } from 'react';
import { Alert, Button, DropZone, Inline, ProgressBar, Text, TextArea, VisuallyHidden } from '@sfi/ui';
import {
  formatFileSize,
  message,
  uploadLimitText,
  uploadMimeTypes,
  uploadableContentTypes,
  chatScreenMessage,
} from '@sfi/domain';
import { useUpload, type ChatRoom } from '@sfi/api-client/react';
import { attachProblem, textProblem } from './composing.ts';
import * as styles from './chat.css.ts';

const acceptedTypes = uploadableContentTypes.flatMap((type) => uploadMimeTypes[type]);

/** A chosen file as the composer names it: "odometer.png (2 kB)". */
const nameAndSize = (file: File) => `${file.name} (${formatFileSize(file.size)})`;

export interface ComposerProps {
  roomId: string;
  room: Pick<ChatRoom, 'send' | 'sendAttachment' | 'setTyping'>;
}

/**
 * Writing in a room: the message (Enter sends, Shift+Enter starts a new line), and an attachment,
 * chosen with the button or dropped on it, uploaded straight to storage with its progress, which
 * the user can cancel, and retry when it failed; once the bucket has the file, a polite status says
 * so. A file the rules refuse (too large, of a type not taken, empty) is named with its size and why,
 * and nothing is uploaded. A message that cannot be sent keeps what was typed.
 */
export function Composer({ roomId, room }: ComposerProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [refused, setRefused] = useState<{ file: File; why: string } | undefined>(undefined);
  const [file, setFile] = useState<File | undefined>(undefined);
  /** The file whose upload finished last, said under the composer until the next message or file. */
  const [completed, setCompleted] = useState<File | undefined>(undefined);
  const uploading = useUpload();
  const { progress } = uploading;

  const send = () => {
    const why = textProblem(text);
    setProblem(why);
    if (why) return;
    void room.send(text.trim());
    room.setTyping(false);
    setText('');
    setCompleted(undefined);
  };

  const finish = async (upload: Promise<{ key: string } | undefined>, chosen: File) => {
    const token = await upload;
    if (!token) return;
    setCompleted(chosen);
    await room.sendAttachment({ key: token.key, name: chosen.name });
    setFile((current) => (current === chosen ? undefined : current));
  };

  const attach = (chosen: File) => {
    const why = attachProblem(chosen);
    setRefused(why === undefined ? undefined : { file: chosen, why });
    setCompleted(undefined);
    if (why) return;
    setFile(chosen);
    void finish(uploading.upload(chosen, { chatroomId: roomId }), chosen);
  };

  const running = typeof progress === 'number';
  const failed = file !== undefined && progress === null && uploading.error !== undefined;

  return (
    <div className={styles.composer}>
      <form
        className={styles.composeRow}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextArea
          label={<VisuallyHidden>{chatScreenMessage('chat.composer.label')}</VisuallyHidden>}
          description={<VisuallyHidden>{chatScreenMessage('chat.composer.hint')}</VisuallyHidden>}
          rows={2}
          value={text}
          onChange={(value) => {
            setText(value);
            if (problem && !textProblem(value)) setProblem(undefined);
            room.setTyping(value.trim() !== '');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          isInvalid={problem !== undefined}
          errorMessage={problem}
        />
        <Button type="submit">{chatScreenMessage('chat.composer.send')}</Button>
      </form>

      {refused ? (
        <Alert
          tone="critical"
          role="alert"
          title={chatScreenMessage('chat.attach.notSent', { name: nameAndSize(refused.file) })}
        >
          {refused.why}
        </Alert>
      ) : null}

      {file && running ? (
        <div className={styles.uploadRow}>
          <ProgressBar
            label={chatScreenMessage('chat.attach.uploading', { name: nameAndSize(file) })}
            value={progress}
          />
          <Button variant="quiet" size="small" onPress={uploading.cancel}>
            {message('action.cancel')}
          </Button>
        </div>
      ) : null}

      {failed ? (
        <Alert
          tone="critical"
          role="alert"
          title={chatScreenMessage('chat.attach.notSent', { name: file.name })}
          action={
            <Inline gap="small">
              {uploading.canRetry ? (
                <Button size="small" onPress={() => void finish(uploading.retry(), file)}>
                  {message('action.retry')}
                </Button>
              ) : null}
              <Button size="small" variant="secondary" onPress={() => setFile(undefined)}>
                {message('action.dismiss')}
              </Button>
            </Inline>
          }
        >
          {uploading.error}
        </Alert>
      ) : null}

      <DropZone
        className={styles.attach}
        label={chatScreenMessage('chat.attach.drop')}
        acceptedFileTypes={acceptedTypes}
        browseLabel={chatScreenMessage('chat.attach.browse')}
        isDisabled={running}
        onFiles={([chosen]) => {
          if (chosen) attach(chosen);
        }}
        onReject={([chosen]) => {
          if (chosen) attach(chosen);
        }}
      />
      <div className={styles.attachNote}>
        <Text size="small" tone="secondary">
          {chatScreenMessage('chat.attach.limits', { max: uploadLimitText() })}
        </Text>
        <Text as="span" size="small" tone="positive" weight="medium" role="status">
          {completed ? chatScreenMessage('chat.attach.complete', { name: nameAndSize(completed) }) : null}
        </Text>
      </div>
    </div>
  );
}
