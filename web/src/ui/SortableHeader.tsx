import { ariaSortOf, sortDirectionOf } from '../lib/sortCycle';
import { SortIcon } from './icons';

interface SortableHeaderProps {
  field: string;
  label: string;
  sort: string | undefined;
  onSort(field: string): void;
}

export function SortableHeader({ field, label, sort, onSort }: SortableHeaderProps) {
  return (
    <th scope="col" aria-sort={ariaSortOf(sort, field)}>
      <button type="button" className="sort-button" onClick={() => onSort(field)}>
        {label}
        <SortIcon direction={sortDirectionOf(sort, field)} />
      </button>
    </th>
  );
}
