import Upload from 'antd/es/upload';
import type { UploadFile } from 'antd/es/upload';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { notify } from '../../../lib/notify';
import { AD_LIMITS } from '../../../lib/validation';

const { maxBytes, types, max } = AD_LIMITS.images;

interface PhotoPickerProps {
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  id?: string;
}

/** Photos stay in the browser (with previews) until the form is sent as multipart. */
export function PhotoPicker({ value = [], onChange, id }: PhotoPickerProps) {
  return (
    <Upload
      id={id}
      listType="picture-card"
      accept={types.join(',')}
      multiple
      maxCount={max}
      fileList={value}
      beforeUpload={(file) => {
        if (!(types as readonly string[]).includes(file.type)) {
          notify.error(`${file.name} is not a JPEG, PNG or WebP image.`);
          return Upload.LIST_IGNORE;
        }
        if (file.size > maxBytes) {
          notify.error(`${file.name} is larger than 5 MB.`);
          return Upload.LIST_IGNORE;
        }
        return false; // keep it local: the form sends it
      }}
      onChange={({ fileList }) => onChange?.(fileList.slice(0, max))}
    >
      {value.length >= max ? null : (
        <div className="photo-picker__add">
          <PlusOutlined />
          <span>Add photo</span>
        </div>
      )}
    </Upload>
  );
}

export function filesOf(list: UploadFile[] | undefined): File[] {
  return (list ?? []).map((item) => item.originFileObj).filter((file): file is NonNullable<typeof file> => Boolean(file));
}
