import { useState } from 'react';
import { useNavigate } from 'shared/router';
import useSWR from 'swr';
import { isApiError, type Query } from 'shared/api';
import { SERVICE_STATUSES } from 'shared/contracts/storeServices';
import {
  VENDOR_SERVICE_MESSAGES,
  VENDOR_SERVICE_ORDERINGS,
  type VendorServiceListItem,
} from 'shared/contracts/vendorServices';
import { useRecordChanged } from 'shared/live';
import { useAppFeedback } from 'shared/ui/antd';
import { localiseMessage } from 'shared/i18n';
import { MESSAGES } from 'shared/validation';
import { errorWords, useBuilderT } from '../../i18n/t';
import { serviceBuilderPaths } from '../../paths';
import {
  deleteVendorService,
  duplicateVendorService,
  getVendorServices,
  vendorServiceKeys,
} from './api';

/** The URL's view as the api takes it: an ordering or a status it does not know is left out. */
export function vendorServiceQuery(raw: Record<string, string | number>) {
  const out: Record<string, string | number> = { ...raw };
  const ordering = String(out.ordering ?? '');
  if (
    ordering &&
    !(VENDOR_SERVICE_ORDERINGS as readonly string[]).includes(
      ordering.replace(/^-/, ''),
    )
  )
    delete out.ordering;
  if (
    out.status &&
    !(SERVICE_STATUSES as readonly string[]).includes(String(out.status))
  )
    delete out.status;
  return out;
}

/** A page of the vendor's services for the URL's query; a service saved anywhere refreshes it. */
export function useVendorServicePage(query: Query) {
  const { data, error, isLoading, mutate } = useSWR(
    vendorServiceKeys.list(query),
    () => getVendorServices(query),
    { keepPreviousData: true },
  );
  useRecordChanged(
    (change) => change.record === 'service',
    () => void mutate(),
  );
  return { page: data, error, isLoading, refresh: () => mutate() };
}

/** Options of useServiceRowActions. */
export interface ServiceRowActionsOptions {
  basePath: string;
  /** asks the api for the list again */
  refresh: () => Promise<unknown>;
  /** after a delete: the page to show (the previous one when the last row of a page went) */
  onDeleted: (row: VendorServiceListItem) => void;
}

/**
 * A row's actions: duplicate (then open the copy) and delete (asked first, under the version the
 * row showed). A refusal shows as `problem`; a stale or vanished row refreshes the list.
 */
export function useServiceRowActions({
  basePath,
  refresh,
  onDeleted,
}: ServiceRowActionsOptions) {
  const { message, modal } = useAppFeedback();
  const t = useBuilderT();
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const duplicate = async (row: VendorServiceListItem) => {
    setBusyId(row.id);
    setProblem(null);
    try {
      const copy = await duplicateVendorService(row.id);
      void message.success(t('leave.duplicated', { name: copy.name }));
      navigate(serviceBuilderPaths.vendor.service(basePath, copy.id));
    } catch (e) {
      setProblem(errorWords(e) ?? t('leave.duplicateFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (row: VendorServiceListItem) => {
    setBusyId(row.id);
    setProblem(null);
    try {
      await deleteVendorService(row.id, row.version);
      void message.success(localiseMessage(VENDOR_SERVICE_MESSAGES.deleted));
      onDeleted(row);
    } catch (e) {
      setProblem(
        errorWords(e) ?? localiseMessage('We could not delete this service.'),
      );
      // someone saved or deleted it meanwhile: show the list as it is now
      if (isApiError(e) && (e.status === 409 || e.status === 404))
        await refresh();
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = (row: VendorServiceListItem) =>
    modal.confirm({
      title: localiseMessage(MESSAGES.confirmDelete),
      content: t('editor.deleteOption', { name: row.name }),
      okText: t('editor.delete'),
      okButtonProps: { danger: true },
      cancelText: t('editor.cancel'),
      onOk: () => remove(row),
    });

  return {
    busyId,
    problem,
    duplicate: (row: VendorServiceListItem) => void duplicate(row),
    confirmDelete,
  };
}
