import { Module } from '@nestjs/common';
import { MediaService } from './media.service';
import { UploadSweep } from './upload-sweep';

@Module({
  providers: [MediaService, UploadSweep],
  exports: [MediaService],
})
export class MediaModule {}
