import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@cigogne/ui/router';

/** The not-found page (docs/product.md#screens-and-routes): title, description and a back-to-home button. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={
        <h1 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>
          <FormattedMessage id="common.notFound.title" />
        </h1>
      }
      subTitle={<FormattedMessage id="common.notFound.description" />}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          <FormattedMessage id="common.backHome" />
        </Button>
      }
    />
  );
}

export default NotFound;
