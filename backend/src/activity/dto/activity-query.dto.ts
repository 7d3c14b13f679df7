import { PageNumber, PageSize } from '../../common/page.dto';

export class ActivityQueryDto {
  /** At most 50 pages back */
  @PageNumber(50)
  page: number = 1;

  @PageSize()
  pageSize: number = 20;
}
