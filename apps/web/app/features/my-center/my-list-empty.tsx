import { Icon } from '../../components/icon.tsx';

/** An empty list, saying what would be here. */
export function MyListEmpty({ text }: { text: string }) {
  return (
    <div className="list-state list-state--empty">
      <Icon name="inbox" className="list-state__icon" />
      <p>{text}</p>
    </div>
  );
}
