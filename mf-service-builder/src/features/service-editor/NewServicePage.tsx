import { Formik, useField } from 'formik';
import { Link, useNavigate } from 'shared/router';
import type { ServiceDraft } from 'shared/contracts/serviceBuilder';
import { ArrowLeftOutlined, Flex, Form, Select, Switch } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikMoneyInput,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import { serviceBuilderPaths } from '../../paths';
import { useBuilderSide, type BuilderSide } from '../../side';
import { createService } from './api';
import { useBuilderT, useShownMessage } from '../../i18n/t';
import { ActiveHint } from './components/DetailsSection';
import { useBuilderContext } from './hooks';
import {
  EMPTY_SERVICE,
  newServiceSchema,
  type NewServiceValues,
} from './schema';
import './editor.css';

function CategoryField() {
  const { context, isLoading } = useBuilderContext();
  const [field, meta, helpers] = useField<number | null>('category_id');
  const t = useBuilderT();
  const error = useShownMessage(meta.error);
  return (
    <Form.Item
      label={t('newService.category')}
      htmlFor="category_id"
      validateStatus={error ? 'error' : undefined}
      help={error && <span id="category_id-error">{error}</span>}
    >
      <Select
        id="category_id"
        allowClear
        loading={isLoading}
        placeholder={t('newService.noCategory')}
        value={field.value ?? undefined}
        onChange={(value?: number) => void helpers.setValue(value ?? null)}
        options={(context?.categories ?? []).map((c) => ({
          value: c.id,
          label: c.name,
        }))}
      />
    </Form.Item>
  );
}

function ActiveField({ side }: { side: BuilderSide }) {
  const [field, , helpers] = useField<boolean>('is_active');
  const t = useBuilderT();
  return (
    <Form.Item
      label={t('newService.active')}
      htmlFor="is_active"
      extra={<ActiveHint side={side} />}
    >
      <Switch
        id="is_active"
        checked={field.value}
        onChange={(checked) => void helpers.setValue(checked)}
      />
    </Form.Item>
  );
}

const draftOf = (
  values: NewServiceValues,
  side: BuilderSide,
): ServiceDraft => ({
  name: values.name.trim(),
  description: values.description,
  price: values.price,
  category_id: side === 'store' ? values.category_id : null,
  item_tag: null,
  top_level_tag: null,
  is_active: values.is_active,
  image: null,
  images: [],
  options: [],
});

/** Props of NewServicePage. */
export interface NewServicePageProps {
  /** where the shell mounted the builder */
  basePath: string;
}

/** "New service": the service's own fields; the options are added in the editor it opens next. */
export function NewServicePage({ basePath }: NewServicePageProps) {
  const navigate = useNavigate();
  const side = useBuilderSide();
  const paths = serviceBuilderPaths[side];
  const t = useBuilderT();
  return (
    <div className="sb-page sb-page--narrow">
      {paths.list && (
        <Link className="sb-back" to={paths.list(basePath)}>
          <ArrowLeftOutlined aria-hidden="true" /> {t('newService.back')}
        </Link>
      )}
      <h1 className="sb-page__title">{t('newService.title')}</h1>
      <p className="sb-page__subtitle">{t('newService.subtitle')}</p>
      <Formik<NewServiceValues>
        initialValues={EMPTY_SERVICE}
        validationSchema={newServiceSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const created = await createService(side, draftOf(values, side));
            navigate(paths.service(basePath, created.id));
          } catch (error) {
            helpers.setStatus(applyApiErrors(error, helpers));
          }
        }}
      >
        <FormikForm label={t('newService.form')}>
          <FormikInput name="name" label={t('newService.name')} required />
          <FormikMoneyInput
            name="price"
            label={t('newService.price')}
            required
          />
          <FormikTextArea
            name="description"
            label={t('newService.description')}
            rows={3}
            maxLength={5000}
          />
          {side === 'store' && <CategoryField />}
          <ActiveField side={side} />
          <Flex justify="end">
            <FormikSubmit>{t('newService.create')}</FormikSubmit>
          </Flex>
        </FormikForm>
      </Formik>
    </div>
  );
}
