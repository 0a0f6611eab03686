import { useState } from 'react';
import type { StoreServiceCategory } from 'shared/contracts/storeServices';
import { Banner } from 'shared/ui';
import { Button, Card, Input, Modal } from 'shared/ui/antd';
import { errorWords, useStorePortalT } from '../../../i18n/t';
import { addCategory, removeCategory, renameCategory } from '../api';

/** Props of CategoriesCard. */
export interface CategoriesCardProps {
  categories: {
    categories: StoreServiceCategory[];
    refresh: () => Promise<unknown>;
  };
  canCreate: boolean;
  canEdit: boolean;
  /** a category changed (the services' list shows its name) */
  onChanged: () => void;
}

/** The store's service categories: add, rename, remove (asked first; one in use is refused). */
export function CategoriesCard({
  categories,
  canCreate,
  canEdit,
  onChanged,
}: CategoriesCardProps) {
  const t = useStorePortalT();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(
    null,
  );
  const [removing, setRemoving] = useState<StoreServiceCategory | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      await categories.refresh();
      onChanged();
      return true;
    } catch (e) {
      setProblem(errorWords(e) ?? t('services.categories.failed'));
      return false;
    }
  };

  return (
    <Card
      title={t('services.categories.title')}
      size="small"
      style={{ marginTop: 24 }}
    >
      {problem && <Banner type="failure" title={problem} />}
      {categories.categories.length === 0 ? (
        <p className="rec-muted">{t('services.categories.empty')}</p>
      ) : (
        <ul
          className="rec-plain-list"
          aria-label={t('services.categories.title')}
        >
          {categories.categories.map((category) => (
            <li
              key={category.id}
              style={{
                display: 'flex',
                gap: 8,
                flexWrap: 'wrap',
                alignItems: 'center',
                padding: '4px 0',
              }}
            >
              {editing?.id === category.id ? (
                <>
                  <Input
                    aria-label={t('services.categories.newName', {
                      name: category.name,
                    })}
                    value={editing.name}
                    maxLength={60}
                    style={{ maxWidth: 240 }}
                    onChange={(e) =>
                      setEditing({ id: category.id, name: e.target.value })
                    }
                  />
                  <Button
                    type="primary"
                    onClick={() =>
                      void run(() =>
                        renameCategory(category.id, editing.name),
                      ).then((ok) => ok && setEditing(null))
                    }
                  >
                    {t('services.categories.saveName')}
                  </Button>
                  <Button onClick={() => setEditing(null)}>
                    {t('services.categories.cancel')}
                  </Button>
                </>
              ) : (
                <>
                  <span>
                    {t('services.categories.counted', {
                      name: category.name,
                      count: category.service_count,
                    })}
                  </span>
                  {canEdit && (
                    <>
                      <Button
                        size="small"
                        aria-label={t('services.categories.renameNamed', {
                          name: category.name,
                        })}
                        onClick={() =>
                          setEditing({ id: category.id, name: category.name })
                        }
                      >
                        {t('services.categories.rename')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={t('services.categories.removeNamed', {
                          name: category.name,
                        })}
                        onClick={() => setRemoving(category)}
                      >
                        {t('services.categories.remove')}
                      </Button>
                    </>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {canCreate && (
        <form
          aria-label={t('services.categories.add')}
          style={{ display: 'flex', gap: 8, marginTop: 12, flexWrap: 'wrap' }}
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim() === '') {
              setProblem(t('services.categories.nameNeeded'));
              return;
            }
            void run(() => addCategory(name)).then((ok) => ok && setName(''));
          }}
        >
          <Input
            aria-label={t('services.categories.newCategory')}
            placeholder={t('services.categories.newCategory')}
            value={name}
            maxLength={60}
            style={{ maxWidth: 240 }}
            onChange={(e) => setName(e.target.value)}
          />
          <Button htmlType="submit">
            {t('services.categories.addButton')}
          </Button>
        </form>
      )}
      <Modal
        open={removing !== null}
        title={t('services.categories.removeTitle')}
        okText={t('services.categories.remove')}
        okButtonProps={{ danger: true }}
        cancelText={t('services.categories.keep')}
        onOk={() => {
          const target = removing;
          setRemoving(null);
          if (target) void run(() => removeCategory(target.id));
        }}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('services.categories.sure')}</p>
        {removing && (
          <p>{t('services.categories.willGo', { name: removing.name })}</p>
        )}
      </Modal>
    </Card>
  );
}
