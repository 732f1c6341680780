import { Badge, type BadgeProps, type TableColumnType } from 'antd';

/** How one side of a yes/no field shows: its dot's colour and its word. */
type BadgeState = { status: BadgeProps['status']; text: string };

/**
 * A table column showing a yes/no field as a dot and a word, kept on one line (a code enabled
 * or not, two-factor on or off, a staff account active or disabled).
 */
export function stateColumn<Row>({
  title,
  dataIndex,
  yes,
  no,
}: {
  title: string;
  dataIndex: keyof Row & string;
  yes: BadgeState;
  no: BadgeState;
}): TableColumnType<Row> {
  return {
    title,
    dataIndex,
    render: (value: boolean) => {
      const state = value ? yes : no;
      return <Badge className="nowrap" status={state.status} text={state.text} />;
    },
  };
}
