import { useId } from 'react';
import { Input } from 'shared/ui/antd';
import { useVendorT } from '../i18n/t';
import './shopFloor.css';

/** Props of SearchBox. */
export interface SearchBoxProps {
  /** the visible label, e.g. 'Search the team' */
  label: string;
  /** what the search looks through, e.g. 'Name or email' */
  placeholder: string;
  /** the URL's search */
  search: string;
  onSearch: (search: string) => void;
}

/** A server-side list's search (Enter or the Search button); it lands in the URL, which asks the api again. */
export function SearchBox({
  label,
  placeholder,
  search,
  onSearch,
}: SearchBoxProps) {
  const t = useVendorT();
  const id = useId();
  return (
    <div className="vp-filters">
      <div>
        <label htmlFor={id}>{label}</label>
        <Input.Search
          id={id}
          key={search}
          defaultValue={search}
          placeholder={placeholder}
          enterButton={t('lists.search')}
          onSearch={onSearch}
        />
      </div>
    </div>
  );
}
