import { Controller, Get, Inject, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { BLOB_STORAGE, type BlobStorage } from '@portal/blob-storage';

/** Logo bytes for the gateway, which serves them at the app's stable `thumbnail_url`. */
@Controller()
export class ThumbnailsController {
  constructor(@Inject(BLOB_STORAGE) private readonly storage: BlobStorage) {}

  @Get('thumbnails/:key')
  async get(@Param('key') key: string) {
    // The store also holds other services' media; logos are PNG or JPEG only.
    if (!/\.(png|jpg)$/.test(key)) throw new NotFoundError('No such logo');
    const bytes = await this.storage.get(key);
    if (!bytes) throw new NotFoundError('No such logo');
    return { content_type: key.endsWith('.png') ? 'image/png' : 'image/jpeg', content_base64: bytes.toString('base64') };
  }
}
