import { useState } from 'react';
import { Button, Disclosure, Heading, Inline, Stack, Text, useConfirm } from '@sfi/ui';
import { message, type Make, type MakeUpdate, type Model } from '@sfi/domain';
import { AddNameForm } from './AddNameForm.tsx';
import { addModel, addTrim, removeModel, removeTrim, renameMake, renameModel, renameTrim } from './edits.ts';
import { NameDialog, type NameDialogProps } from './NameDialog.tsx';
import type { MakeActions } from './useMakeActions.ts';
import * as styles from './MakesPage.css.ts';

type Rename = Omit<NameDialogProps, 'onClose'>;

/** One make: its name and actions, and, expanded, its models and their trims. */
export function MakePanel({
  make,
  makes,
  actions,
}: {
  make: Make;
  makes: readonly Make[];
  actions: MakeActions;
}) {
  const confirm = useConfirm();
  const [rename, setRename] = useState<Rename | null>(null);
  const save = (update: MakeUpdate) =>
    actions.save(make.id, update, (saved) => message('makes.saved', { name: saved.name }));

  async function deleteMake() {
    const yes = await confirm({
      title: message('makes.delete.title', { name: make.name }),
      message: message('makes.delete.question', { name: make.name, models: make.models.length }),
      confirmLabel: message('makes.delete.confirm'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (yes) await actions.remove(make).catch(() => undefined);
  }

  async function deleteModel(model: Model) {
    const yes = await confirm({
      title: message('makes.model.remove.title', { name: model.name }),
      message: message('makes.model.remove.question', {
        name: model.name,
        trims: model.trims.length,
        make: make.name,
      }),
      confirmLabel: message('makes.model.remove.confirm'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (yes) await save(removeModel(make, model.name)).catch(() => undefined);
  }

  return (
    <>
      <Disclosure
        headingLevel={2}
        title={make.name}
        description={message('makes.models.count', { count: make.models.length })}
        actions={
          <Inline gap="small">
            <Button
              size="small"
              variant="secondary"
              aria-label={message('makes.rename.action', { name: make.name })}
              onPress={() =>
                setRename({
                  title: message('makes.rename.title', { name: make.name }),
                  label: message('makes.name.label'),
                  level: 'make',
                  current: make.name,
                  siblings: makes,
                  onSave: (name) =>
                    actions.save(make.id, renameMake(make, name), (saved) =>
                      message('makes.renamed', { name: saved.name }),
                    ),
                })
              }
            >
              {message('makes.rename')}
            </Button>
            <Button
              size="small"
              variant="quiet"
              aria-label={message('makes.delete.action', { name: make.name })}
              onPress={deleteMake}
            >
              {message('makes.delete')}
            </Button>
          </Inline>
        }
      >
        <Stack gap="medium">
          {make.models.length === 0 ? (
            <Text tone="neutral">{message('makes.models.empty')}</Text>
          ) : (
            <ul className={styles.models} aria-label={message('makes.models.heading')}>
              {make.models.map((model) => {
                const headingId = `model-${make.id}-${model.name}`.replace(/\W+/g, '-');
                return (
                  <li key={model.name}>
                    <section className={styles.model} aria-labelledby={headingId}>
                      <Inline gap="small" align="spaceBetween">
                        <Heading level={3} id={headingId}>
                          {model.name}
                        </Heading>
                        <Inline gap="small">
                          <Button
                            size="small"
                            variant="quiet"
                            aria-label={message('makes.model.rename.action', { name: model.name })}
                            onPress={() =>
                              setRename({
                                title: message('makes.model.rename.title', { name: model.name }),
                                label: message('makes.model.name.label'),
                                level: 'model',
                                current: model.name,
                                siblings: make.models,
                                onSave: (name) => save(renameModel(make, model.name, name)),
                              })
                            }
                          >
                            {message('makes.rename')}
                          </Button>
                          <Button
                            size="small"
                            variant="quiet"
                            aria-label={message('makes.model.remove.action', { name: model.name })}
                            onPress={() => deleteModel(model)}
                          >
                            {message('makes.remove')}
                          </Button>
                        </Inline>
                      </Inline>
                      {model.trims.length === 0 ? (
                        <Text tone="neutral">{message('makes.trims.empty')}</Text>
                      ) : (
                        <ul className={styles.trims} aria-label={message('makes.trims.heading')}>
                          {model.trims.map((trim) => (
                            <li key={trim.name} className={styles.trim}>
                              <Text>{trim.name}</Text>
                              <Inline gap="small">
                                <Button
                                  size="small"
                                  variant="quiet"
                                  aria-label={message('makes.trim.rename.action', { name: trim.name })}
                                  onPress={() =>
                                    setRename({
                                      title: message('makes.trim.rename.title', { name: trim.name }),
                                      label: message('makes.trim.name.label'),
                                      level: 'trim',
                                      current: trim.name,
                                      siblings: model.trims,
                                      onSave: (name) => save(renameTrim(make, model.name, trim.name, name)),
                                    })
                                  }
                                >
                                  {message('makes.rename')}
                                </Button>
                                <Button
                                  size="small"
                                  variant="quiet"
                                  aria-label={message('makes.trim.remove.action', { name: trim.name })}
                                  onPress={() =>
                                    save(removeTrim(make, model.name, trim.name)).catch(() => undefined)
                                  }
                                >
                                  {message('makes.remove')}
                                </Button>
                              </Inline>
                            </li>
                          ))}
                        </ul>
                      )}
                      <AddNameForm
                        label={message('makes.trim.add.label', { model: model.name })}
                        actionLabel={message('makes.trim.add.action')}
                        level="trim"
                        siblings={model.trims}
                        onAdd={(name) => save(addTrim(make, model.name, name))}
                      />
                    </section>
                  </li>
                );
              })}
            </ul>
          )}
          <AddNameForm
            label={message('makes.model.add.label', { make: make.name })}
            actionLabel={message('makes.model.add.action')}
            level="model"
            siblings={make.models}
            onAdd={(name) => save(addModel(make, name))}
          />
        </Stack>
      </Disclosure>
      {rename && <NameDialog {...rename} onClose={() => setRename(null)} />}
    </>
  );
}
