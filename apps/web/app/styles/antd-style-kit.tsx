import {
  Button,
  ConfigProvider,
  Dropdown,
  Empty,
  Input,
  Menu,
  Result,
  Skeleton,
  Space,
  Spin,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';
import { themeConfig } from '../lib/theme.ts';

/**
 * Every antd component the site renders, so their styles land in the static stylesheet.
 * Add a component here when a page starts using it (the style-kit test checks the pages' imports).
 */
export const KIT_COMPONENTS = [
  'Button',
  'ConfigProvider',
  'Dropdown',
  'Empty',
  'Input',
  'Menu',
  'Result',
  'Skeleton',
  'Space',
  'Spin',
  'Tabs',
  'Tag',
  'Tooltip',
];

function Kit() {
  return (
    <>
      <Button type="primary">a</Button>
      <Button>b</Button>
      <Button type="link">c</Button>
      <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
        <span>d</span>
      </Dropdown>
      {/* Popups render in portals, which server rendering skips: render the menu itself for its styles. */}
      <Menu items={[{ key: 'a', label: 'a' }]} />
      <Menu mode="vertical" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
      <Empty />
      <Input placeholder="e" />
      <Input.Search placeholder="f" />
      <Result status="404" title="g" />
      <Result status="500" title="g" />
      <Result status="403" title="g" />
      <Result status="warning" title="g" />
      <Result status="info" title="g" />
      <Skeleton active />
      <Skeleton.Image active />
      <Skeleton.Button active />
      <Space.Compact>
        <Input />
      </Space.Compact>
      <Spin />
      <Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Tag color="red">h</Tag>
      <Tooltip title="i">
        <span>i</span>
      </Tooltip>
    </>
  );
}

export function StyleKit({ embedded }: { embedded: boolean }) {
  return (
    <ConfigProvider theme={themeConfig(embedded, false)}>
      <Kit />
    </ConfigProvider>
  );
}
