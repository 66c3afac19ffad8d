import type { CenterSummary, RealNameAuth, ServiceCount } from '@/shared/api/generated/model';
import { commit, db } from '../../db/database';
import { imageViewPath } from '../../lib/contract-path';
import { onApi } from '../../lib/on-api';
import { searchOf } from '../../lib/params';
import { MAINLAND_MOBILE, MOCK_MESSAGES, csvResponse, fail, okData, readJson, text } from '../../lib/respond';
import { demoCredentials, findAccount, toUserInfo, type Account } from '../auth';
import { only } from './access';
import { REVIEW_DURATION_MS, SERVICE_KINDS, SERVICE_STATUSES } from './constants';
import { avatarNameOf, isImage, isImageId, length, now } from './helpers';
import { CENTER_MESSAGES } from './messages';
import { CHINESE_NAME, filterRecords, isValidIdNumber, maskIdNumber, maskName } from './queries';
import { recordPage, recordsCsv, recordsFileName, recordsOf, scopedRecords, toServiceRecord } from './records';

function realNameAuthOf(account: Account): RealNameAuth {
  const auth = db.realNameAuths.find((candidate) => candidate.accountId === account.id);
  if (!auth)
    return {
      status: account.isAuth,
      realName: null,
      idNumber: null,
      frontFileId: null,
      backFileId: null,
      submitTime: null,
      auditTime: null,
      rejectReason: null,
    };
  return {
    status: auth.status,
    realName: maskName(auth.realName),
    idNumber: maskIdNumber(auth.idNumber),
    frontFileId: auth.frontFileId,
    backFileId: auth.backFileId,
    submitTime: auth.submitTime,
    auditTime: auth.auditTime,
    rejectReason: auth.rejectReason,
  };
}

/** The user center of individual users (tag `center`): summary, records, real-name authentication, profile, mobile. */
export const handlers = [
  onApi(
    'getCenterSummary',
    only('website', (account) => {
      const mine = scopedRecords(new Set([account.id]));
      const serviceCounts = SERVICE_KINDS.map((service): ServiceCount => {
        const rows = mine.filter((record) => record.service === service);
        const statuses = SERVICE_STATUSES[service];
        return {
          service,
          total: rows.length,
          running: rows.filter((record) => statuses.running.includes(record.status)).length,
          finished: rows.filter((record) => record.status === statuses.finished).length,
        };
      });
      return okData<CenterSummary>({
        profile: toUserInfo(account),
        authStatus: account.isAuth,
        leftAmount: account.leftAmount,
        availableCouponCount: db.coupons.filter((coupon) => coupon.accountId === account.id && coupon.status === 'available').length,
        serviceCounts,
        recentRecords: filterRecords(mine, { accountIds: new Set([account.id]) })
          .slice(0, 5)
          .map(toServiceRecord),
      });
    }),
  ),

  onApi(
    'listMyRecords',
    only('website', (account, { request }) => okData(recordPage(searchOf(request), new Set([account.id]), false))),
  ),

  onApi(
    'exportMyRecords',
    only('website', (account, { request }) => {
      const params = searchOf(request);
      return csvResponse(recordsFileName(params), recordsCsv(recordsOf(params, new Set([account.id]), false), false));
    }),
  ),

  onApi(
    'getRealNameAuth',
    only('website', (account) => okData(realNameAuthOf(account))),
  ),

  onApi(
    'submitRealNameAuth',
    only('website', async (account, { request }) => {
      const current = db.realNameAuths.find((candidate) => candidate.accountId === account.id);
      if (current?.status === 1) return fail(500, CENTER_MESSAGES.authPending);
      if (current?.status === 2 || account.isAuth === 2) return fail(500, CENTER_MESSAGES.authDone);
      const body = await readJson(request);
      const realName = text(body, 'realName').trim();
      const idNumber = text(body, 'idNumber').trim().toUpperCase();
      const frontFileId = text(body, 'frontFileId');
      const backFileId = text(body, 'backFileId');
      if (!CHINESE_NAME.test(realName)) return fail(500, CENTER_MESSAGES.realNameInvalid);
      if (!isValidIdNumber(idNumber)) return fail(500, CENTER_MESSAGES.idNumberInvalid);
      if (!isImageId(frontFileId)) return fail(500, CENTER_MESSAGES.idFrontMissing);
      if (!isImageId(backFileId)) return fail(500, CENTER_MESSAGES.idBackMissing);
      const application = {
        accountId: account.id,
        status: 1 as const,
        realName,
        idNumber,
        frontFileId,
        backFileId,
        submitTime: now(),
        auditTime: null,
        rejectReason: null,
        reviewAt: Date.now() + REVIEW_DURATION_MS,
      };
      db.realNameAuths = [...db.realNameAuths.filter((candidate) => candidate.accountId !== account.id), application];
      account.isAuth = 1;
      commit();
      return okData(realNameAuthOf(account));
    }),
  ),

  onApi(
    'updateMyProfile',
    only('website', async (account, { request }) => {
      const body = await readJson(request);
      const nickName = text(body, 'nickName').trim();
      const avatar = avatarNameOf(text(body, 'avatar'));
      if (!nickName) return fail(500, CENTER_MESSAGES.nickNameMissing);
      if (length(nickName) > 30) return fail(500, CENTER_MESSAGES.nickNameLong);
      if (avatar && !isImage(avatar)) return fail(500, CENTER_MESSAGES.avatarMissing);
      account.nickName = nickName;
      if (avatar) account.avatar = imageViewPath(avatar);
      commit();
      return okData(toUserInfo(account));
    }),
  ),

  onApi(
    'changeMyMobile',
    only('website', async (account, { request }) => {
      const body = await readJson(request);
      const mobile = text(body, 'mobile').trim();
      if (!MAINLAND_MOBILE.test(mobile)) return fail(500, MOCK_MESSAGES.badMobile);
      if (text(body, 'code') !== demoCredentials.smsCode) return fail(500, MOCK_MESSAGES.smsCodeWrong);
      if (mobile === account.mobile) return fail(500, CENTER_MESSAGES.mobileSame);
      if (findAccount((other) => other.userType === 'website' && other.id !== account.id && other.mobile === mobile)) {
        return fail(500, CENTER_MESSAGES.mobileTaken);
      }
      account.mobile = mobile;
      account.userName = mobile;
      commit();
      return okData(toUserInfo(account));
    }),
  ),
];
