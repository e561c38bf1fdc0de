import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Users of the network at the last registration. */
  users: number;
  /** The chosen k above them (tooManyCommunities). */
  ks: readonly number[];
  /** Where the k are chosen: the mapping step says so; the review step offers the way back. */
  place: 'columns' | 'review';
  onChooseFewer?: () => void;
}

/** Issue 28: a run with more communities than users fails (us1016); the flow says so before Start. */
export function TooManyCommunitiesAlert({ users, ks, place, onChooseFewer }: Props) {
  const { t } = useTranslation();
  const text = t(place === 'review' ? 'upload.too_many_communities' : 'upload.too_many_communities_columns', {
    users,
    ks: ks.join(', '),
  });
  return (
    <Alert
      severity="warning"
      data-testid="too-many-communities"
      action={
        onChooseFewer && (
          <Button color="inherit" size="small" onClick={onChooseFewer} data-testid="choose-fewer-communities">
            {t('upload.choose_fewer_communities')}
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}
