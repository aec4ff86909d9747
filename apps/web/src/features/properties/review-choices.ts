/** What each of the admin's choices on a pending listing does to it, said where the admin chooses. */
export const DOES = {
  verify: 'Verify: the listing goes public, and buyers can find it and make offers.',
  requestChanges:
    'Request changes: the listing stays hidden and goes back to its agent, who can edit it and send it for review again. For problems the agent can fix.',
  reject:
    'Reject: final. The agent can no longer edit the listing or send it for review again, only delete it. For a problem the agent can fix, choose Request changes instead.',
} as const
