import { Card } from 'shared/ui/antd';
import { LoginForm } from 'shared/ui/form';
import { useVendorLogin } from './hooks';

/** The vendor portal's login page (/login). */
export function LoginPage() {
  const handleSubmit = useVendorLogin();
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        padding: '64px 16px',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <h1 style={{ marginTop: 0, fontSize: 24 }}>Log in to your workshop</h1>
        <LoginForm onSubmit={handleSubmit} />
      </Card>
    </div>
  );
}
