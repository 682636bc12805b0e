import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  type AdminTechnician,
  type AdminTechnicianList,
  type MetricRate,
  type TechnicianFigures,
  type TechnicianRoster,
  TECHNICIAN_STATUSES,
  type TechnicianStatus,
  type UpdateTechnicianStatusRequest,
} from '@fixflow/contracts';
import { KeysetQueryDto } from '../common/keyset-page.js';

export class ListAdminTechniciansQuery extends KeysetQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, email, phone, city or state' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: TECHNICIAN_STATUSES })
  @IsOptional()
  @IsIn(TECHNICIAN_STATUSES)
  status?: TechnicianStatus;
}

export class UpdateTechnicianStatusDto implements UpdateTechnicianStatusRequest {
  @ApiProperty({ enum: TECHNICIAN_STATUSES, description: 'inactive: cannot sign in or be assigned, its sessions end at once' })
  @IsIn(TECHNICIAN_STATUSES)
  status: TechnicianStatus;
}

@ApiSchema({ name: 'TechnicianRoster' })
class TechnicianRosterView implements TechnicianRoster {
  @ApiProperty({ format: 'uuid' })
  vendor_id: string;

  @ApiProperty({ type: String, nullable: true })
  company_name: string | null;
}

@ApiSchema({ name: 'TechnicianFigureRate' })
class RateView implements MetricRate {
  @ApiProperty({ type: 'integer' })
  numerator: number;

  @ApiProperty({ type: 'integer' })
  denominator: number;

  @ApiProperty({ type: Number, nullable: true })
  value: number | null;
}

@ApiSchema({ name: 'TechnicianFigures' })
class TechnicianFiguresView implements TechnicianFigures {
  @ApiProperty({ format: 'date' })
  period_start: string;

  @ApiProperty({ format: 'date' })
  period_end: string;

  @ApiProperty({ type: 'integer' })
  assigned: number;

  @ApiProperty({ type: 'integer' })
  completed: number;

  @ApiProperty({ type: RateView })
  completion_rate: MetricRate;

  @ApiProperty({ type: RateView })
  recall_rate: MetricRate;

  @ApiProperty({ type: RateView })
  confirmed_recall_rate: MetricRate;

  @ApiProperty({ type: RateView })
  first_visit_rate: MetricRate;

  @ApiProperty({ type: RateView })
  on_time_rate: MetricRate;

  @ApiProperty({ type: Number, nullable: true, description: 'cents' })
  average_ticket: number | null;

  @ApiProperty({ type: Number, nullable: true })
  rating: number | null;
}

@ApiSchema({ name: 'AdminTechnician' })
export class AdminTechnicianView implements AdminTechnician {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true })
  full_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;

  @ApiProperty({ example: 'active' })
  status: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: [TechnicianRosterView], description: "The vendors' rosters it is on (accepted)" })
  rosters: TechnicianRoster[];

  @ApiProperty({ type: TechnicianFiguresView, nullable: true, description: 'The newest stored cross-vendor figures; null when never computed' })
  figures: TechnicianFigures | null;
}

@ApiSchema({ name: 'AdminTechnicianList' })
export class AdminTechnicianListView implements AdminTechnicianList {
  @ApiProperty({ type: [AdminTechnicianView] })
  items: AdminTechnician[];

  @ApiProperty({ type: String, nullable: true })
  next_cursor: string | null;
}
