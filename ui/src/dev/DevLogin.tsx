import { useLoginMutation } from '@cigogne/graphql/auth';
import { Button, Card, Form, Input } from 'antd';
import { storeToken } from '../apollo/token';
import { FormErrorBanner } from '../errors/FormErrorBanner';

/** Standalone development only: the shell owns the real login screen. */
export function DevLogin({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const [login, { loading, error }] = useLoginMutation();
  const submit = async (input: { email: string; password: string }) => {
    try {
      const { data } = await login({ variables: { input } });
      if (data) {
        storeToken(data.login.token);
        onSignedIn();
      }
    } catch {
      // banner
    }
  };
  return (
    <Card title="Sign in (standalone dev)" style={{ maxWidth: 420, margin: '48px auto' }}>
      <Form layout="vertical" onFinish={submit} initialValues={{ email, password: '' }}>
        <FormErrorBanner error={error} />
        <Form.Item name="email" label="Email" rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}
