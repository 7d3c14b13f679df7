import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Post, Query, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Audited } from '../common/audited';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { IdParam } from '../common/parse-id.pipe';
import { MultipartForm, type UploadedFilesMap } from '../media/multipart';
import {
  CreateStatementPresetDto,
  IgnoreStatementLineDto,
  ImportStatementDto,
  MatchStatementLineDto,
  PreviewStatementDto,
  StatementImportDto,
  StatementImportSummaryDto,
  StatementLineDto,
  StatementLineQueryDto,
  StatementPresetDto,
  StatementPreviewDto,
} from './dto/statement.dto';
import { StatementImport } from './statement-import.entity';
import { StatementLine } from './statement-line.entity';
import { StatementPreset } from './statement-preset.entity';
import { statementRefusal } from './statement-refusals';
import { StatementsService } from './statements.service';

const fileOf = (files: UploadedFilesMap | undefined): Express.Multer.File => {
  const file = files?.file?.[0];
  if (!file) throw new BadRequestException({ detail: statementRefusal('noFile'), errors: { file: statementRefusal('noFile') } });
  return file;
};

/** Bank statements matched to top-ups (issue 43): presets of column mappings, imports, and the credits left for an admin. */
@ApiTags('admin: bank statements')
@Auth(Role.Admin)
@Audited('statement', StatementImport)
@Controller('admin/statements')
export class StatementsAdminController {
  constructor(private readonly statements: StatementsService) {}

  /** The header row found in a statement file and the rows under it, to map the columns (nothing is kept). */
  @MultipartForm(PreviewStatementDto, { file: 1 })
  @Post('preview')
  @HttpCode(200)
  preview(@UploadedFiles() files: UploadedFilesMap): Promise<StatementPreviewDto> {
    return this.statements.preview(fileOf(files).buffer);
  }

  /** Saved column mappings, by name. */
  @Get('presets')
  presets(): Promise<StatementPresetDto[]> {
    return this.statements.listPresets();
  }

  /** Saves a column mapping under a name (409 when the name is taken). */
  @Audited('statement', StatementPreset, { idParam: null })
  @Post('presets')
  createPreset(@Body() body: CreateStatementPresetDto): Promise<StatementPresetDto> {
    return this.statements.createPreset(body);
  }

  /** Deletes a saved column mapping; imports made with it keep their lines. */
  @Audited('statement', StatementPreset)
  @Delete('presets/:id')
  @HttpCode(204)
  removePreset(@IdParam() id: number): Promise<void> {
    return this.statements.removePreset(id);
  }

  /**
   * Imports a bank statement (CSV or XLSX, up to 5 MB): each credit is kept once and matched to a top-up by the
   * reference or UTR in its narration, its amount and its date; a match approves the top-up as a manual approval
   * would. Importing the same statement again approves nothing twice. The answer sets side by side the matched
   * credits, those with no top-up (UNKNOWN), those that do not fit their top-up (MISMATCH) and the top-ups with no credit.
   */
  @Audited('statement', StatementImport, { idParam: null })
  @MultipartForm(ImportStatementDto, { file: 1 })
  @Post()
  import(@CurrentUser() admin: AuthUser, @UploadedFiles() files: UploadedFilesMap, @Body() body: ImportStatementDto): Promise<StatementImportDto> {
    const file = fileOf(files);
    return this.statements.import(admin, file.originalname, file.buffer, body);
  }

  /** The latest imports, newest first (at most 100), without their lines. */
  @Get()
  imports(): Promise<StatementImportSummaryDto[]> {
    return this.statements.listImports();
  }

  /** Credit lines across imports, oldest first: by default those waiting for an admin (UNKNOWN and MISMATCH). */
  @Get('lines')
  lines(@Query() query: StatementLineQueryDto): Promise<StatementLineDto[]> {
    return this.statements.listLines(query.status);
  }

  /** Approves the top-up an UNKNOWN or MISMATCH credit paid; with creditReceived, for the amount that arrived. */
  @Audited('statement', StatementLine)
  @Post('lines/:id/match')
  @HttpCode(200)
  match(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() body: MatchStatementLineDto): Promise<StatementLineDto> {
    return this.statements.match(admin, id, body);
  }

  /** Marks an UNKNOWN or MISMATCH credit as not a top-up, with a note. */
  @Audited('statement', StatementLine)
  @Post('lines/:id/ignore')
  @HttpCode(200)
  ignore(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() body: IgnoreStatementLineDto): Promise<StatementLineDto> {
    return this.statements.ignore(admin, id, body.note);
  }

  /** An earlier import: the credits it saw first, as they stand now, and the top-ups of its period with no credit. */
  @Get(':id')
  get(@IdParam() id: number): Promise<StatementImportDto> {
    return this.statements.get(id);
  }
}
