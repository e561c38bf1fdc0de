import type {
  ImportLabelsAnswer,
  LabelAnswer,
  LabelChangeAnswer,
  LabelledAccount,
  RunLabelsAnswer,
} from '@kizuna/http-api';
import type { Label, ReplyOf, Topic } from '@kizuna/proto';
import { StreamableFile } from '@nestjs/common';
import { LABEL_IMPORT_MAX_BYTES, tokyoDateStamp } from '@kizuna/proto/rules';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { labelDocument, labelledAccounts, labelsCsv } from './label-messages.js';
import type { TeamAssignmentRows } from './team-assignments.service.js';

/** create_label's and update_label's answer: the label as made or changed. */
export function labelAnswer(label: Label | undefined): LabelAnswer {
  const doc = labelDocument(label);
  return { data: { label_id: doc.label_id, label: doc } };
}

/** The answer of a change that put a label on or took it off accounts (delete, assign, unassign). */
export function labelChangeAnswer(
  labelId: string,
  reply: { accounts: readonly string[]; refused: number },
): LabelChangeAnswer {
  return { data: { label_id: labelId, changed: reply.accounts.length, refused: reply.refused } };
}

/** A label file's bytes from its base64, refused (413) past LABEL_IMPORT_MAX_BYTES before it goes anywhere. */
export function labelFileBytes(base64: string): Buffer {
  const csv = Buffer.from(base64, 'base64');
  if (csv.length > LABEL_IMPORT_MAX_BYTES)
    throw new DomainError(
      ErrorCode.LabelFileTooLarge,
      `A label file can have at most ${LABEL_IMPORT_MAX_BYTES} bytes.`,
      {
        max: String(LABEL_IMPORT_MAX_BYTES),
      },
    );
  return csv;
}

type ImportReply = ReplyOf<Topic.ProjectsLabelsImport>;

/** import_labels' answer. */
export function importAnswer(reply: ImportReply): ImportLabelsAnswer {
  return {
    data: {
      applied: reply.applied,
      created: reply.created.map(labelDocument),
      refused: reply.refused.map((r) => ({ line: r.line, account: r.account, label: r.label, reason: r.reason })),
      refused_total: reply.refusedTotal,
      encoding: reply.encoding,
    },
  };
}

/**
 * get_run_labels' answer: the team's assignments on the run's users (each with its account's
 * community in the run), grouped by account (sorted by key), one page of them, and the legend.
 */
export function runLabelsAnswer(
  { labels, rows, clusterIds }: TeamAssignmentRows,
  page: number,
  maxCount: number,
): RunLabelsAnswer {
  const communities = new Map(rows.map((a, i) => [a.account, clusterIds[i] ?? 0]));
  const accounts: LabelledAccount[] = labelledAccounts(labels, rows, communities);
  const from = page * maxCount;
  return {
    data: {
      labels: labels.map(labelDocument),
      accounts: accounts.slice(from, from + maxCount),
      total: accounts.length,
    },
  };
}

/** export_labels' file: the team's labelled accounts as CSV, named by the Tokyo date. */
export function labelsExportFile({ labels, rows }: TeamAssignmentRows, now: number): StreamableFile {
  return new StreamableFile(Buffer.from(labelsCsv(labels, rows), 'utf8'), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="labels_${tokyoDateStamp(now)}.csv"`,
  });
}
