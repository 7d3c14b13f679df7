import { Module } from '@nestjs/common';
import { MediaService } from './media.service';
import { PhotoLinks } from './photo-links';
import { UploadSweep } from './upload-sweep';

@Module({
  providers: [MediaService, PhotoLinks, UploadSweep],
  exports: [MediaService, PhotoLinks],
})
export class MediaModule {}
