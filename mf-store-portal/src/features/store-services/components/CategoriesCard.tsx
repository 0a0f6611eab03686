import { useState } from 'react';
import { localiseErrorMessage } from 'shared/i18n';
import type { StoreServiceCategory } from 'shared/contracts/storeServices';
import { Banner } from 'shared/ui';
import { Button, Card, Input, Modal } from 'shared/ui/antd';
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

const FALLBACK = 'We could not save the category. Please try again.';

/** The store's service categories: add, rename, remove (asked first; one in use is refused). */
export function CategoriesCard({
  categories,
  canCreate,
  canEdit,
  onChanged,
}: CategoriesCardProps) {
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
      setProblem(
        e instanceof Error && e.message
          ? localiseErrorMessage(e.message)
          : FALLBACK,
      );
      return false;
    }
  };

  return (
    <Card title="Categories" size="small" style={{ marginTop: 24 }}>
      {problem && <Banner type="failure" title={problem} />}
      {categories.categories.length === 0 ? (
        <p className="rec-muted">
          No categories yet. Add one to group your services on the storefront.
        </p>
      ) : (
        <ul className="rec-plain-list" aria-label="Categories">
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
                    aria-label={`New name of ${category.name}`}
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
                    Save name
                  </Button>
                  <Button onClick={() => setEditing(null)}>Cancel</Button>
                </>
              ) : (
                <>
                  <span>
                    {category.name} ({category.service_count}{' '}
                    {category.service_count === 1 ? 'service' : 'services'})
                  </span>
                  {canEdit && (
                    <>
                      <Button
                        size="small"
                        aria-label={`Rename ${category.name}`}
                        onClick={() =>
                          setEditing({ id: category.id, name: category.name })
                        }
                      >
                        Rename
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={`Remove ${category.name}`}
                        onClick={() => setRemoving(category)}
                      >
                        Remove
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
          aria-label="Add a category"
          style={{ display: 'flex', gap: 8, marginTop: 12, flexWrap: 'wrap' }}
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim() === '') {
              setProblem('Please enter the category’s name.');
              return;
            }
            void run(() => addCategory(name)).then((ok) => ok && setName(''));
          }}
        >
          <Input
            aria-label="New category"
            placeholder="New category"
            value={name}
            maxLength={60}
            style={{ maxWidth: 240 }}
            onChange={(e) => setName(e.target.value)}
          />
          <Button htmlType="submit">Add category</Button>
        </form>
      )}
      <Modal
        open={removing !== null}
        title="Remove category?"
        okText="Remove"
        okButtonProps={{ danger: true }}
        cancelText="Keep it"
        onOk={() => {
          const target = removing;
          setRemoving(null);
          if (target) void run(() => removeCategory(target.id));
        }}
        onCancel={() => setRemoving(null)}
      >
        <p>Are you sure you want to delete ?</p>
        {removing && <p>The category “{removing.name}” will be removed.</p>}
      </Modal>
    </Card>
  );
}
