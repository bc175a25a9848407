import {
  Alert,
  Button,
  Checkbox,
  ConfigProvider,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Layout,
  Menu,
  Modal,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Spin,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Upload,
} from 'antd';
import { themeConfig } from '../lib/theme.ts';

/**
 * Every antd component the site renders, so their styles land in the static stylesheet.
 * Add a component here when a page starts using it (the style-kit test checks the pages' imports).
 */
export const KIT_COMPONENTS = [
  'Alert',
  'Button',
  'Checkbox',
  'ConfigProvider',
  'Dropdown',
  'Empty',
  'Form',
  'Input',
  'InputNumber',
  'Layout',
  'Menu',
  'Modal',
  'Popconfirm',
  'Progress',
  'Radio',
  'Result',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Steps',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Upload',
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
      {/* The registration form (features/activity/registration). */}
      <Alert type="success" showIcon title="j" />
      <Alert type="warning" showIcon title="j" />
      <Alert type="error" showIcon title="j" />
      <Form layout="vertical">
        <Form.Item label="k" required validateStatus="error" help="k" extra="k">
          <Input />
        </Form.Item>
      </Form>
      <Select options={[{ value: 1, label: 'l' }]} />
      <Select mode="tags" open={false} />
      <Radio.Group value={1}>
        <Radio value={1}>m</Radio>
      </Radio.Group>
      <Checkbox checked>n</Checkbox>
      <Button type="primary" size="large" loading>
        o
      </Button>
      {/* The sign-up dialog (features/activity): a modal is a portal too, so its panel stands in. */}
      <Modal._InternalPanelDoNotUseOrYouWillBeFired title="q">q</Modal._InternalPanelDoNotUseOrYouWillBeFired>
      <Tooltip title="i">
        <span>i</span>
      </Tooltip>
      {/* The sponsor console (layouts/console-layout.tsx, routes/console). */}
      <Layout>
        <Layout.Sider theme="light">r</Layout.Sider>
        <Layout>
          <Layout.Header>r</Layout.Header>
          <Layout.Content>r</Layout.Content>
        </Layout>
      </Layout>
      <Menu mode="inline" selectedKeys={['a']} items={[{ key: 'a', label: 'a' }]} />
      <Table
        rowKey="k"
        rowSelection={{ selectedRowKeys: [] }}
        columns={[{ title: 's', dataIndex: 'k' }]}
        dataSource={[{ k: 't' }]}
        pagination={{ pageSize: 1, total: 2 }}
      />
      <Table columns={[{ title: 's', dataIndex: 'k' }]} dataSource={[]} />
      <Space wrap size={[0, 0]}>
        <span>z</span>
      </Space>
      <Space orientation="vertical" size={2}>
        <span>z</span>
      </Space>
      <Steps current={1} items={[{ title: 'u' }, { title: 'v' }]} />
      <InputNumber />
      <Input type="datetime-local" />
      <Input.TextArea />
      <Radio.Group optionType="button" options={[{ value: 1, label: 'w' }]} value={1} />
      <Button danger>x</Button>
      <Select allowClear showSearch value={1} options={[{ value: 1, label: 'y' }]} />
      {/* The console's form parts (decision 040): switch, upload with progress, confirm before removing. */}
      <Steps size="small" current={1} items={[{ title: 'u' }, { title: 'v' }]} />
      <Switch checked />
      <Switch />
      <Upload showUploadList={false}>
        <Button>u</Button>
      </Upload>
      <Progress percent={50} size="small" />
      <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="p" />
      {/* The console's live page (decision 043): switches with labels, the upload area. */}
      <Switch checked checkedChildren="a" unCheckedChildren="b" />
      <Upload.Dragger>
        <p>a</p>
      </Upload.Dragger>
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
