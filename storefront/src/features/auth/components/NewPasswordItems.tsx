import Form from 'antd/es/form';
import Input from 'antd/es/input';
import LockOutlined from '@ant-design/icons/LockOutlined';

/** The API's rule for a new password (sign-up, reset, change). */
export const PASSWORD_MIN = 8;

/**
 * A new password and its confirmation, each with antd's show/hide toggle. `name` is the API's field
 * (`password` to reset, `newPassword` to change); the confirmation is `confirm`, which is never sent.
 */
export function NewPasswordItems({ name, label = 'New password' }: { name: string; label?: string }) {
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[
          { required: true, message: 'Please choose a password' },
          { min: PASSWORD_MIN, message: `At least ${PASSWORD_MIN} characters` },
        ]}
        hasFeedback
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={`At least ${PASSWORD_MIN} characters`} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={`Confirm ${label.toLowerCase()}`}
        dependencies={[name]}
        hasFeedback
        rules={[
          { required: true, message: 'Please type the password again' },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => (!value || getFieldValue(name) === value ? Promise.resolve() : Promise.reject(new Error('The two passwords do not match'))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder="The same password again" />
      </Form.Item>
    </>
  );
}
