import { useId } from 'react';
import { Input } from 'shared/ui/antd';

/** Props of TeamSearch. */
export interface TeamSearchProps {
  search: string;
  onSearch: (search: string) => void;
}

/** The team's search by name or email; it lands in the URL. */
export function TeamSearch({ search, onSearch }: TeamSearchProps) {
  const id = useId();
  return (
    <div className="vp-filters">
      <div>
        <label htmlFor={id}>Search the team</label>
        <Input.Search
          id={id}
          key={search}
          defaultValue={search}
          placeholder="Name or email"
          enterButton="Search"
          onSearch={onSearch}
        />
      </div>
    </div>
  );
}
