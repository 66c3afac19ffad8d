import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/promotion/report/{-$code}')({
  staticData: { title: '推广报告查询', access: 'public', personal: true },
});
