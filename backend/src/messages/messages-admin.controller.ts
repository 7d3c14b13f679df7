import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { IdParam } from '../common/parse-id.pipe';
import { AdminConversationDto } from './dto/message.dto';
import { MessagesService } from './messages.service';

@ApiTags('admin: listings')
@Auth(Role.Admin)
@Controller('admin/conversations')
export class MessagesAdminController {
  constructor(private readonly messages: MessagesService) {}

  /** A conversation someone reported, with both parties and every message; 404 for one nobody reported (admins read nothing else). */
  @Get(':id')
  get(@IdParam() id: number): Promise<AdminConversationDto> {
    return this.messages.forModerator(id);
  }
}
