import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import {
  AnalysisCompletedSchema,
  CompareRunsRequestSchema,
  GetRelationsRequestSchema,
  GetCoordinationRequestSchema,
  ListComparisonMembersRequestSchema,
  AnalysisFailedSchema,
  AnalysisProgressSchema,
  AnalysisPrepareSchema,
  AnalysisDatasetIdleSchema,
  AnalysisRequestedSchema,
  GetClusterDetailRequestSchema,
  GetGraphRequestSchema,
  GetNodeDetailRequestSchema,
  NodeDetailReplySchema,
  ExportResultRequestSchema,
  ListMembersRequestSchema,
  ListPostsRequestSchema,
  GetClusterWindowRequestSchema,
  ResultExportSchema,
  ResultJsonSchema,
  SearchNodesRequestSchema,
  UpdateClusterRequestSchema,
  SeriesRequestSchema,
  ListSeriesMovesRequestSchema,
} from './gen/kizuna/v1/analysis_pb.js';
import {
  ChangeAccountRequestSchema,
  ListUsersRequestSchema,
  ChangePasswordRequestSchema,
  CompleteSsoReplySchema,
  CompleteSsoRequestSchema,
  ExchangeSsoCodeRequestSchema,
  CheckSessionRequestSchema,
  PasswordLinkRequestSchema,
  PasswordLoginRequestSchema,
  RestoreRequestSchema,
  UsePasswordLinkRequestSchema,
  LogoutRequestSchema,
  SessionReplySchema,
  DevLoginRequestSchema,
  GetUserRequestSchema,
  ListApplicationsRequestSchema,
  LoginReplySchema,
  RegisterUserReplySchema,
  RegisterUserRequestSchema,
  UserListSchema,
  UserReplySchema,
  UserWithdrawnSchema,
} from './gen/kizuna/v1/auth_pb.js';
import { AckSchema, HealthReplySchema, HealthRequestSchema, ObjectRefSchema } from './gen/kizuna/v1/common_pb.js';
import {
  DeleteDatasetRequestSchema,
  GetRawDataRequestSchema,
  RawDataReplySchema,
  InspectUploadReplySchema,
  InspectUploadRequestSchema,
  RegisterDatasetReplySchema,
  RegisterProgressReplySchema,
  RegisterProgressRequestSchema,
  RegisterDatasetRequestSchema,
} from './gen/kizuna/v1/ingest_pb.js';
import {
  AccessLogPageSchema,
  AccessLoggedSchema,
  ExportAccessLogsRequestSchema,
  ExportSecurityEventsRequestSchema,
  LabelChangersReplySchema,
  LabelChangersRequestSchema,
  ListAccessLogsRequestSchema,
  ListSecurityEventsRequestSchema,
  LogExportSchema,
  SecurityEventPageSchema,
  SecurityEventSchema,
} from './gen/kizuna/v1/logs_pb.js';
import {
  AddRunReplySchema,
  RunRequestSchema,
  RunDeletedSchema,
  LivenessRequestSchema,
  LivenessReplySchema,
  AddRunRequestSchema,
  CreateProjectRequestSchema,
  DeleteProjectRequestSchema,
  GetProjectRequestSchema,
  ListProjectsRequestSchema,
  ProjectDeletedSchema,
  ProjectListSchema,
  ProjectReplySchema,
  StartRunsRequestSchema,
  ShareProjectRequestSchema,
  UnshareProjectRequestSchema,
  ShareReplySchema,
  CompanyShareRequestSchema,
  TransferProjectsRequestSchema,
  TransferProjectsReplySchema,
  SaveSeriesRequestSchema,
  SeriesReplySchema,
  ListSeriesRequestSchema,
  ListSeriesReplySchema,
  SeriesIdRequestSchema,
  RenameSeriesRequestSchema,
  SeriesOfRunsRequestSchema,
} from './gen/kizuna/v1/projects_pb.js';
import {
  AssignLabelRequestSchema,
  CreateLabelRequestSchema,
  DeleteLabelRequestSchema,
  ImportLabelsReplySchema,
  ImportLabelsRequestSchema,
  LabelAssignmentsReplySchema,
  LabelAssignmentsRequestSchema,
  LabelChangeReplySchema,
  LabelReplySchema,
  ListLabelsReplySchema,
  ListLabelsRequestSchema,
  LabelsMayChangeRequestSchema,
  UpdateLabelRequestSchema,
  UsersPresentReplySchema,
  UsersPresentRequestSchema,
} from './gen/kizuna/v1/labels_pb.js';
import { Topic } from './topics.js';

interface RequestContract {
  request: DescMessage;
  reply: DescMessage;
}

/** Request topics: the message each side sends. */
export const requestContracts = {
  [Topic.AuthDevLogin]: { request: DevLoginRequestSchema, reply: LoginReplySchema },
  [Topic.AuthRegister]: { request: RegisterUserRequestSchema, reply: RegisterUserReplySchema },
  [Topic.AuthUserGet]: { request: GetUserRequestSchema, reply: UserReplySchema },
  [Topic.AuthApplicationsList]: { request: ListApplicationsRequestSchema, reply: UserListSchema },
  [Topic.AuthUsersList]: { request: ListUsersRequestSchema, reply: UserListSchema },
  [Topic.AuthAccountChange]: { request: ChangeAccountRequestSchema, reply: UserReplySchema },
  [Topic.AuthSessionCheck]: { request: CheckSessionRequestSchema, reply: SessionReplySchema },
  [Topic.AuthLogout]: { request: LogoutRequestSchema, reply: AckSchema },
  [Topic.AuthPasswordLogin]: { request: PasswordLoginRequestSchema, reply: LoginReplySchema },
  [Topic.AuthPasswordChange]: { request: ChangePasswordRequestSchema, reply: AckSchema },
  [Topic.AuthPasswordLinkRequest]: { request: PasswordLinkRequestSchema, reply: AckSchema },
  [Topic.AuthPasswordLinkUse]: { request: UsePasswordLinkRequestSchema, reply: AckSchema },
  [Topic.AuthRestoreRequest]: { request: RestoreRequestSchema, reply: AckSchema },
  [Topic.AuthSsoComplete]: { request: CompleteSsoRequestSchema, reply: CompleteSsoReplySchema },
  [Topic.AuthSsoExchange]: { request: ExchangeSsoCodeRequestSchema, reply: LoginReplySchema },
  [Topic.IngestInspect]: { request: InspectUploadRequestSchema, reply: InspectUploadReplySchema },
  [Topic.IngestRegister]: { request: RegisterDatasetRequestSchema, reply: RegisterDatasetReplySchema },
  [Topic.IngestRegisterProgress]: { request: RegisterProgressRequestSchema, reply: RegisterProgressReplySchema },
  [Topic.IngestDatasetDelete]: { request: DeleteDatasetRequestSchema, reply: AckSchema },
  [Topic.IngestRawDataGet]: { request: GetRawDataRequestSchema, reply: RawDataReplySchema },
  [Topic.ProjectsCreate]: { request: CreateProjectRequestSchema, reply: ProjectReplySchema },
  [Topic.ProjectsList]: { request: ListProjectsRequestSchema, reply: ProjectListSchema },
  [Topic.ProjectsGet]: { request: GetProjectRequestSchema, reply: ProjectReplySchema },
  [Topic.ProjectsDelete]: { request: DeleteProjectRequestSchema, reply: AckSchema },
  [Topic.ProjectsSeriesSave]: { request: SaveSeriesRequestSchema, reply: SeriesReplySchema },
  [Topic.ProjectsSeriesList]: { request: ListSeriesRequestSchema, reply: ListSeriesReplySchema },
  [Topic.ProjectsSeriesGet]: { request: SeriesIdRequestSchema, reply: SeriesReplySchema },
  [Topic.ProjectsSeriesRename]: { request: RenameSeriesRequestSchema, reply: SeriesReplySchema },
  [Topic.ProjectsSeriesDelete]: { request: SeriesIdRequestSchema, reply: AckSchema },
  [Topic.ProjectsSeriesOfRuns]: { request: SeriesOfRunsRequestSchema, reply: ListSeriesReplySchema },
  [Topic.ProjectsStart]: { request: StartRunsRequestSchema, reply: AckSchema },
  [Topic.ProjectsRunAdd]: { request: AddRunRequestSchema, reply: AddRunReplySchema },
  [Topic.ProjectsRunRetry]: { request: RunRequestSchema, reply: ProjectReplySchema },
  [Topic.ProjectsRunDelete]: { request: RunRequestSchema, reply: ProjectReplySchema },
  [Topic.ProjectsLiveness]: { request: LivenessRequestSchema, reply: LivenessReplySchema },
  [Topic.ProjectsShare]: { request: ShareProjectRequestSchema, reply: ShareReplySchema },
  [Topic.ProjectsUnshare]: { request: UnshareProjectRequestSchema, reply: ShareReplySchema },
  [Topic.ProjectsCompanyShare]: { request: CompanyShareRequestSchema, reply: ProjectReplySchema },
  [Topic.ProjectsTransfer]: { request: TransferProjectsRequestSchema, reply: TransferProjectsReplySchema },
  [Topic.ProjectsLabelsList]: { request: ListLabelsRequestSchema, reply: ListLabelsReplySchema },
  [Topic.ProjectsLabelsMayChange]: { request: LabelsMayChangeRequestSchema, reply: AckSchema },
  [Topic.ProjectsLabelsCreate]: { request: CreateLabelRequestSchema, reply: LabelReplySchema },
  [Topic.ProjectsLabelsUpdate]: { request: UpdateLabelRequestSchema, reply: LabelReplySchema },
  [Topic.ProjectsLabelsDelete]: { request: DeleteLabelRequestSchema, reply: LabelChangeReplySchema },
  [Topic.ProjectsLabelsAssign]: { request: AssignLabelRequestSchema, reply: LabelChangeReplySchema },
  [Topic.ProjectsLabelsUnassign]: { request: AssignLabelRequestSchema, reply: LabelChangeReplySchema },
  [Topic.ProjectsLabelsImport]: { request: ImportLabelsRequestSchema, reply: ImportLabelsReplySchema },
  [Topic.ProjectsLabelsAssignments]: { request: LabelAssignmentsRequestSchema, reply: LabelAssignmentsReplySchema },
  [Topic.AnalysisUsersPresent]: { request: UsersPresentRequestSchema, reply: UsersPresentReplySchema },
  [Topic.AnalysisGraphGet]: { request: GetGraphRequestSchema, reply: ObjectRefSchema },
  [Topic.AnalysisWholeGraphGet]: { request: GetGraphRequestSchema, reply: ObjectRefSchema },
  [Topic.AnalysisClusterDetail]: { request: GetClusterDetailRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisNodeGet]: { request: GetNodeDetailRequestSchema, reply: NodeDetailReplySchema },
  [Topic.AnalysisMembersList]: { request: ListMembersRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisPostsList]: { request: ListPostsRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisClusterWindow]: { request: GetClusterWindowRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisNodesSearch]: { request: SearchNodesRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisClusterUpdate]: { request: UpdateClusterRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisExport]: { request: ExportResultRequestSchema, reply: ResultExportSchema },
  [Topic.AnalysisRelationsMatrix]: { request: GetRelationsRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisRelationsBridges]: { request: GetRelationsRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisRunsCompare]: { request: CompareRunsRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisRunsCompareMembers]: { request: ListComparisonMembersRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisCoordinationGet]: { request: GetCoordinationRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisCoordinationExport]: { request: GetCoordinationRequestSchema, reply: ResultExportSchema },
  [Topic.AnalysisSeriesFlows]: { request: SeriesRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisSeriesMovesList]: { request: ListSeriesMovesRequestSchema, reply: ResultJsonSchema },
  [Topic.AnalysisSeriesMovesExport]: { request: SeriesRequestSchema, reply: ResultExportSchema },
  [Topic.AuthHealth]: { request: HealthRequestSchema, reply: HealthReplySchema },
  [Topic.ProjectsHealth]: { request: HealthRequestSchema, reply: HealthReplySchema },
  [Topic.IngestHealth]: { request: HealthRequestSchema, reply: HealthReplySchema },
  [Topic.AnalysisHealth]: { request: HealthRequestSchema, reply: HealthReplySchema },
  [Topic.LogsHealth]: { request: HealthRequestSchema, reply: HealthReplySchema },
  [Topic.LogsAccessList]: { request: ListAccessLogsRequestSchema, reply: AccessLogPageSchema },
  [Topic.LogsAccessExport]: { request: ExportAccessLogsRequestSchema, reply: LogExportSchema },
  [Topic.LogsLabelChangers]: { request: LabelChangersRequestSchema, reply: LabelChangersReplySchema },
  [Topic.LogsSecurityList]: { request: ListSecurityEventsRequestSchema, reply: SecurityEventPageSchema },
  [Topic.LogsSecurityExport]: { request: ExportSecurityEventsRequestSchema, reply: LogExportSchema },
} satisfies Partial<Record<Topic, RequestContract>>;

/** Event topics: the message published. */
export const eventContracts = {
  [Topic.ProjectsDeleted]: ProjectDeletedSchema,
  [Topic.ProjectsRunDeleted]: RunDeletedSchema,
  [Topic.AuthUserWithdrawn]: UserWithdrawnSchema,
  [Topic.AnalysisRequested]: AnalysisRequestedSchema,
  [Topic.AnalysisPrepare]: AnalysisPrepareSchema,
  [Topic.AnalysisLayoutWanted]: AnalysisPrepareSchema,
  [Topic.AnalysisDatasetIdle]: AnalysisDatasetIdleSchema,
  [Topic.AnalysisProgress]: AnalysisProgressSchema,
  [Topic.AnalysisCompleted]: AnalysisCompletedSchema,
  [Topic.AnalysisFailed]: AnalysisFailedSchema,
  [Topic.AccessLogged]: AccessLoggedSchema,
  [Topic.SecurityEvent]: SecurityEventSchema,
} satisfies Partial<Record<Topic, DescMessage>>;

export type RequestTopic = keyof typeof requestContracts;
export type EventTopic = keyof typeof eventContracts;

export type RequestOf<T extends RequestTopic> = MessageInitShape<(typeof requestContracts)[T]['request']>;
export type ReceivedRequestOf<T extends RequestTopic> = MessageShape<(typeof requestContracts)[T]['request']>;
export type ReplyInitOf<T extends RequestTopic> = MessageInitShape<(typeof requestContracts)[T]['reply']>;
export type ReplyOf<T extends RequestTopic> = MessageShape<(typeof requestContracts)[T]['reply']>;
export type EventOf<T extends EventTopic> = MessageInitShape<(typeof eventContracts)[T]>;
export type ReceivedEventOf<T extends EventTopic> = MessageShape<(typeof eventContracts)[T]>;

/**
 * Every field of a message written out, none left to its default by omission: the type a producer
 * sends (BusClient.request / emit). Deleting the line that fills a field, or adding a field to the
 * .proto without filling it, is then a compile error at every sender. `undefined` stays allowed
 * where the message itself allows it (an optional or message field), but the key must be there.
 */
export type Complete<M> = { [K in Exclude<keyof M, '$typeName' | '$unknown'>]-?: M[K] | undefined };
export type CompleteRequestOf<T extends RequestTopic> = Complete<RequestOf<T>>;
export type CompleteEventOf<T extends EventTopic> = Complete<EventOf<T>>;

export function isRequestTopic(topic: string): topic is RequestTopic {
  return Object.prototype.hasOwnProperty.call(requestContracts, topic);
}

export function isEventTopic(topic: string): topic is EventTopic {
  return Object.prototype.hasOwnProperty.call(eventContracts, topic);
}
