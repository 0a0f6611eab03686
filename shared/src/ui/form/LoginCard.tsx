import { Card } from 'shared/ui/antd';
import { LoginForm, type LoginFormProps } from './LoginForm';

/** Props of LoginCard. */
export interface LoginCardProps extends LoginFormProps {
  /** the page heading, e.g. 'Log in to your store' */
  title: string;
}

/** A whole login page: the centred card with its heading and the shared LoginForm. */
export function LoginCard({ title, ...form }: LoginCardProps) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        padding: '64px 16px',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <h1 style={{ marginTop: 0, fontSize: 24 }}>{title}</h1>
        <LoginForm {...form} />
      </Card>
    </div>
  );
}
