import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import type { ReactNode } from 'react';
import { ProfileCover } from '@/components/ui/profile-cover';
import type { JobseekerProfile } from '@/types/profiles';
import { sections } from '../utils/sections';
import { BasicsCard } from './basics-card';
import { ContactCard } from './contact-card';
import { CvCard, PublicCv } from './cv-card';
import { PictureActions } from './picture-actions';
import { SectionCard } from './section-card';
import { SkillsCard } from './skills-card';

/** A job seeker's profile: editable by its owner, read only for everyone else. */
export function JobseekerProfileView({ profile, editable, actions }: { profile: JobseekerProfile; editable: boolean; actions?: ReactNode }) {
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const cv = profile.cv;
  return (
    <Flex vertical gap={16}>
      <ProfileCover
        cover={profile.cover_picture}
        picture={profile.profile_picture}
        name={name}
        subtitle={[profile.headline, profile.region].filter(Boolean).join(' · ')}
        actions={
          editable ? (
            <>
              <PictureActions kind="avatar" present={Boolean(profile.profile_picture)} />
              <PictureActions kind="cover" present={Boolean(profile.cover_picture)} />
            </>
          ) : (
            actions
          )
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <BasicsCard profile={profile} editable={editable} />
            {sections.map((section) => (
              <SectionCard key={section} section={section} items={profile[section]} editable={editable} />
            ))}
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            {editable ? <CvCard profile={profile} /> : cv && <PublicCv cv={cv} />}
            <ContactCard profile={profile} editable={editable} />
            <SkillsCard profile={profile} editable={editable} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
