import Upload from 'antd/es/upload';
import type { UploadFile } from 'antd/es/upload';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { notify } from '../../../lib/notify';
import { AD_LIMITS } from '../../../lib/validation';
import { useTranslation } from 'react-i18next';

const { maxBytes, types, max } = AD_LIMITS.images;

interface PhotoPickerProps {
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  id?: string;
}

/** Photos stay in the browser (with previews) until the form is sent as multipart. */
export function PhotoPicker({ value = [], onChange, id }: PhotoPickerProps) {
  const { t } = useTranslation();
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
          notify.error(t('sellerAds.photoPicker.wrongType', { name: file.name }));
          return Upload.LIST_IGNORE;
        }
        if (file.size > maxBytes) {
          notify.error(t('sellerAds.photoPicker.tooLarge', { name: file.name }));
          return Upload.LIST_IGNORE;
        }
        return false; // keep it local: the form sends it
      }}
      onChange={({ fileList }) => onChange?.(fileList.slice(0, max))}
    >
      {value.length >= max ? null : (
        <div className="photo-picker__add">
          <PlusOutlined aria-hidden />
          <span>{t('sellerAds.photoPicker.add')}</span>
        </div>
      )}
    </Upload>
  );
}

export function filesOf(list: UploadFile[] | undefined): File[] {
  return (list ?? []).map((item) => item.originFileObj).filter((file): file is NonNullable<typeof file> => Boolean(file));
}
