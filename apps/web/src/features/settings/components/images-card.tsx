import type { AgentRecord } from '@portal/contracts';
import { Building2 } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { avatarHue, initialsOf } from '../../../lib/initials';
import { ImageUpload } from './image-upload';

function CurrentAvatar({ agent }: { agent: AgentRecord }) {
  const t = useT();
  if (agent.avatarImg)
    return (
      <img
        src={agent.avatarImg}
        alt={t('images.currentAvatar', 'Current profile picture')}
        className="size-full object-cover"
      />
    );
  return (
    <span
      className="flex size-full items-center justify-center text-2xl font-semibold text-white select-none"
      style={{ backgroundColor: `hsl(${avatarHue(agent.name)} 45% 38%)` }}
    >
      <span aria-hidden>{initialsOf(agent.name)}</span>
      <span className="sr-only">{t('images.noAvatar', 'No profile picture yet')}</span>
    </span>
  );
}

function CurrentLogo({ agent }: { agent: AgentRecord }) {
  const t = useT();
  if (agent.companyLogo) {
    return (
      <img
        src={agent.companyLogo}
        alt={t('images.currentLogo', 'Current company logo')}
        className="size-full object-contain p-2"
      />
    );
  }
  return (
    <>
      <Building2 aria-hidden className="size-10 text-slate-400" />
      <span className="sr-only">{t('images.noLogo', 'No company logo yet')}</span>
    </>
  );
}

export function ImagesCard({ agent }: { agent: AgentRecord }) {
  const t = useT();
  return (
    <Card>
      <CardHeader
        title={t('images.title', 'Pictures')}
        description={t(
          'images.description',
          "Your picture and your company logo appear in the portal's header.",
        )}
      />
      <CardBody className="space-y-6">
        <ImageUpload
          kind="avatar"
          label={t('images.avatar', 'Profile picture')}
          frameClassName="size-24 rounded-full bg-slate-100"
          current={<CurrentAvatar agent={agent} />}
        />
        <ImageUpload
          kind="companyLogo"
          label={t('images.logo', 'Company logo')}
          frameClassName="h-24 w-40 rounded-lg bg-white"
          current={<CurrentLogo agent={agent} />}
        />
      </CardBody>
    </Card>
  );
}
